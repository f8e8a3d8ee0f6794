import { describe, expect, it } from "vitest";
import { judgeAudit } from "@/scripts/audit-report";

const report = (counts: Record<string, number>, vulnerabilities: Record<string, unknown> = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } },
  });

describe("judgeAudit", () => {
  it("passes a clean report, and one with only moderate and low findings", () => {
    expect(judgeAudit(report({})).outcome).toBe("pass");
    expect(judgeAudit(report({ moderate: 2, low: 1 }, { a: { severity: "moderate" }, b: { severity: "low" } }))).toEqual({
      outcome: "pass",
      counts: { info: 0, low: 1, moderate: 2, high: 0, critical: 0 },
    });
  });

  it("fails on high or critical findings and names them", () => {
    const verdict = judgeAudit(
      report(
        { high: 1, critical: 1, low: 1 },
        {
          next: { severity: "critical", range: "<16.0.1", fixAvailable: true },
          sharp: { severity: "high", range: "<0.35.0", fixAvailable: false },
          ms: { severity: "low", range: "<2.0.0" },
        },
      ),
    );
    expect(verdict.outcome).toBe("fail");
    expect(verdict.outcome === "fail" && verdict.findings).toEqual(["critical: next <16.0.1 (fix available)", "high: sharp <0.35.0"]);
  });

  it("reports an unreachable advisory endpoint as such, never as a pass", () => {
    const blocked = JSON.stringify({
      message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
    });
    expect(judgeAudit(blocked)).toEqual({ outcome: "unreachable", reason: expect.stringContaining("405 Method Not Allowed") });
    expect(judgeAudit(JSON.stringify({ error: { code: "ENOTFOUND", summary: "getaddrinfo ENOTFOUND registry.npmjs.org" } }))).toEqual({
      outcome: "unreachable",
      reason: "getaddrinfo ENOTFOUND registry.npmjs.org",
    });
    expect(judgeAudit("").outcome).toBe("unreachable");
    expect(judgeAudit("npm ERR! something").outcome).toBe("unreachable");
  });
});
