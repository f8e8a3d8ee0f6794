/**
 * Reads the JSON of `npm audit --json` (npm 7+ report version 2) and decides:
 * pass (no high or critical advisory), fail (some), or unreachable (npm could
 * not ask the registry's advisory endpoint, so nothing was audited).
 */
export type AuditVerdict =
  | { outcome: "pass"; counts: SeverityCounts }
  | { outcome: "fail"; counts: SeverityCounts; findings: string[] }
  | { outcome: "unreachable"; reason: string };

export interface SeverityCounts {
  info: number;
  low: number;
  moderate: number;
  high: number;
  critical: number;
}

interface AuditReport {
  vulnerabilities?: Record<string, { severity?: string; range?: string; fixAvailable?: unknown }>;
  metadata?: { vulnerabilities?: Partial<SeverityCounts> };
  message?: string;
  error?: { code?: string; summary?: string };
}

const BLOCKING = new Set(["high", "critical"]);

export function judgeAudit(stdout: string): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(stdout) as AuditReport;
  } catch {
    return { outcome: "unreachable", reason: `npm audit printed no JSON report: ${stdout.trim().slice(0, 200) || "(nothing)"}` };
  }
  const counted = report.metadata?.vulnerabilities;
  if (!counted) {
    const reason = report.message ?? report.error?.summary ?? report.error?.code ?? "npm audit gave no report";
    return { outcome: "unreachable", reason };
  }
  const counts: SeverityCounts = {
    info: counted.info ?? 0,
    low: counted.low ?? 0,
    moderate: counted.moderate ?? 0,
    high: counted.high ?? 0,
    critical: counted.critical ?? 0,
  };
  const findings = Object.entries(report.vulnerabilities ?? {})
    .filter(([, advisory]) => BLOCKING.has(advisory.severity ?? ""))
    .map(([name, advisory]) =>
      `${advisory.severity}: ${name} ${advisory.range ?? ""}${advisory.fixAvailable ? " (fix available)" : ""}`.trim(),
    );
  return counts.high + counts.critical > 0 ? { outcome: "fail", counts, findings } : { outcome: "pass", counts };
}
