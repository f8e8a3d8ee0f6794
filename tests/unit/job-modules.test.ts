import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { JobDefinition } from "@/server/jobs/define-job";

/** Each background job is one module server/<area>/<name>.job.ts; the catalog lists them and the queue loads no domain code. */
const ROOT = process.cwd();

function jobModuleFiles(dir = join(ROOT, "server")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jobModuleFiles(path);
    return entry.name.endsWith(".job.ts") ? [relative(ROOT, path)] : [];
  });
}

/** The static imports of a file (not `import("…")`). */
const staticImports = (source: string) => [...source.matchAll(/^import [^;]*? from "([^"]+)";$/gm)].map((match) => match[1]);

beforeAll(() => {
  process.env.STATEMENT_DAY = "3";
  process.env.MAIL_MAX_ATTEMPTS = "5";
});

describe("job modules", () => {
  it("are the catalog: every *.job.ts module's job is listed once, under a unique name, and nothing else is", async () => {
    const { JOBS } = await import("@/server/job-catalog");
    const defined: JobDefinition[] = [];
    for (const file of jobModuleFiles()) {
      const exported = (await import(/* @vite-ignore */ join(ROOT, file))) as Record<string, unknown>;
      defined.push(
        ...Object.values(exported).filter((value): value is JobDefinition => typeof value === "object" && value !== null && "run" in value),
      );
    }
    expect(defined).toHaveLength(12);
    expect(new Set(JOBS)).toEqual(new Set(defined));
    expect(new Set(JOBS.map((job) => job.name)).size).toBe(JOBS.length);
  });

  it("import no domain code: each handler is loaded on first use", () => {
    const allowed = new Set(["zod", "@/server/jobs/define-job", "@/server/env", "@/lib/domain/enums", "@/lib/domain/job-keys"]);
    for (const file of jobModuleFiles()) {
      const source = readFileSync(join(ROOT, file), "utf8");
      for (const specifier of staticImports(source)) expect(allowed.has(specifier!), `${file} imports ${specifier}`).toBe(true);
      expect(source, file).toMatch(/await import\("/);
    }
    // The mechanism (server/jobs) knows the jobs through the registry alone: it imports neither the catalog nor a
    // domain, so a domain that queues a job never imports, through the queue, the jobs and their handlers.
    for (const file of readdirSync(join(ROOT, "server/jobs"))) {
      const imports = staticImports(readFileSync(join(ROOT, "server/jobs", file), "utf8"));
      const foreign = imports.filter(
        (specifier) => !/^(\.\/|pg-boss$|zod$|node:|@\/server\/(env|errors|db\/client)$|@\/lib\/generated\/)/.test(specifier!),
      );
      expect(foreign, file).toEqual([]);
    }
    const listed = staticImports(readFileSync(join(ROOT, "server/job-catalog.ts"), "utf8"));
    expect(listed.filter((specifier) => !specifier!.endsWith(".job") && !specifier!.startsWith("@/server/jobs/"))).toEqual([]);
  });

  it("say how many run at once, how they retry and when they recur", async () => {
    const { JOBS } = await import("@/server/job-catalog");
    const job = (name: string) => JOBS.find((each) => each.name === name)!;
    expect([job("imports.commit").concurrency, job("imports.commit").batchSize]).toEqual([2, 1]);
    expect(job("mail.send").retry!().retryLimit).toBe(4);
    expect(job("digest.send").retry).toBeUndefined();
    const schedules = JOBS.flatMap((each) => (each.schedule?.() ? [[each.name, each.schedule()!.key, each.schedule()!.cron]] : []));
    expect(schedules).toEqual([
      ["digest.dispatch", "hourly", "0 * * * *"],
      ["outbox.prune", "daily", "30 3 * * *"],
      ["reminders.refresh", "daily", "5 0 * * *"],
      ["statements.monthly", "monthly", "0 6 3 * *"],
      ["rent.charge-due", "daily", "0 0 * * *"],
      ["rent.late-fees", "daily", "30 0 * * *"],
    ]);
  });

  it("check their data and build each key once", async () => {
    const { digestKey, statementKey } = await import("@/lib/domain/job-keys");
    const { sendDigestJob } = await import("@/server/digest/send.job");
    const { sendStatementJob } = await import("@/server/statements/send.job");
    const { commitImportJob } = await import("@/server/imports/commit.job");
    const user = "5d3c0f4e-8a51-4c3b-9f1e-2a7b6c5d4e3f";
    expect(digestKey({ userId: user, day: "2026-12-01" })).toBe(`digest:${user}:2026-12-01`);
    expect(sendDigestJob.singletonKey!({ userId: user, day: "2026-12-01" })).toBe(`digest:${user}:2026-12-01`);
    const statement = { clientId: user, month: "2026-11", round: 2, byId: null, byName: "Monthly statements" };
    expect(statementKey(statement)).toBe(`statement:${user}:2026-11:2`);
    expect(sendStatementJob.singletonKey!(sendStatementJob.payload.parse(statement))).toBe(`statement:${user}:2026-11:2`);
    expect(sendDigestJob.payload.safeParse({ userId: user }).success).toBe(false);
    expect(sendStatementJob.payload.safeParse({ ...statement, round: "2" }).success).toBe(false);
    const actor = { id: user, name: "Ana Rivera", role: "owner" };
    expect(commitImportJob.payload.safeParse({ importId: user, actor }).success).toBe(false);
    expect(commitImportJob.singletonKey!(commitImportJob.payload.parse({ importId: user, actor: { ...actor, role: "admin" } }))).toBe(user);
  });

  it("are known to the queue once the catalog is loaded, and a process that never loaded it says so", async () => {
    vi.resetModules();
    delete (globalThis as { __agencyJobDefinitions?: unknown }).__agencyJobDefinitions;
    const registry = await import("@/server/jobs/registry");
    expect(() => registry.registeredJob("mail.send")).toThrow('load the catalog (import "@/server/job-catalog")');
    const { JOBS } = await import("@/server/job-catalog");
    expect(registry.registeredJobs()).toEqual([...JOBS]);
    expect(registry.registeredJob("rent.late-fees").name).toBe("rent.late-fees");
    expect(() => registry.registeredJob("mail.sent")).toThrow("No job is named mail.sent.");
  });
});
