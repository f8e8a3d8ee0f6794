import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { appForSuite, appOnPostgres } from "./app-database";
import { CLIENT_COLUMNS, CLIENT_MAPPING, clientImportRows } from "../support/import-rows";
import { importData, unique, userData } from "./factories";

/**
 * The imports.commit job on the app's own modules (PostgreSQL): the commit
 * request marks the import and writes its job in one transaction; the job
 * imports the rows once however often it runs — again after it finished, or
 * twice at the same time (a retry of a run thought dead) — and a failure
 * puts the import back with its reason.
 */
describe("imports.commit job (PostgreSQL)", () => {
  const app = appForSuite(
    appOnPostgres,
    async () => ({ ...(await import("@/server/imports/commit-import")), ...(await import("@/server/jobs/runner")) }),
    { jobs: true },
  );
  let actor: Actor;

  beforeAll(async () => {
    const user = await app.prisma.user.create({ data: userData({ role: "admin" }) });
    actor = { id: user.id, name: "Ada Admin", role: "admin" };
  });

  const firstTry = { id: "test", retryCount: 0, isLastTry: false };

  async function storedImport(tag: string, rows: string[][]) {
    return app.prisma.dataImport.create({
      data: importData({ kind: "clients", fileName: `${tag}.csv`, columns: CLIENT_COLUMNS, rows, mapping: CLIENT_MAPPING }, actor),
    });
  }
  const clientsTagged = (tag: string) => app.prisma.client.count({ where: { name: { startsWith: tag } } });
  const jobsOf = (id: string) =>
    app.prisma.$queryRaw<{ state: string }[]>`SELECT state FROM pgboss.job WHERE name = 'imports.commit' AND data->>'importId' = ${id}`;

  it("the request marks the import committing and queues its job together; a second request is a 409", async () => {
    const tag = `Req${unique()}`;
    const stored = await storedImport(tag, clientImportRows(tag, 3));
    const dto = await app.requestCommit({ id: stored.id, actor });
    expect(dto).toMatchObject({ status: "committing", progress: { done: 0, total: 0 } });
    expect(await jobsOf(stored.id)).toHaveLength(1);
    await expect(app.requestCommit({ id: stored.id, actor })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/being imported/),
    });
    expect(await jobsOf(stored.id)).toHaveLength(1);

    await app.runDueJobs({ budgetMs: 10_000 });
    expect(await app.prisma.dataImport.findUniqueOrThrow({ where: { id: stored.id } })).toMatchObject({
      status: "committed",
      createdCount: 3,
      progressDone: 3,
      progressTotal: 3,
    });
    expect(await clientsTagged(tag)).toBe(3);
  });

  it("idempotent: two runs at once import the rows once, and a run after the end does nothing", async () => {
    const tag = `Twice${unique()}`;
    const stored = await storedImport(tag, clientImportRows(tag, 2500));
    await app.requestCommit({ id: stored.id, actor });
    const data = { importId: stored.id, actor };
    const runs = await Promise.allSettled([app.runImportCommit(data, firstTry), app.runImportCommit(data, firstTry)]);
    // The second, if it came while the first held the import, stepped back to be retried (and then finds it done).
    for (const run of runs) if (run.status === "rejected") expect(String(run.reason)).toContain(app.ANOTHER_RUN);
    expect(runs.some((run) => run.status === "fulfilled")).toBe(true);
    expect(await clientsTagged(tag)).toBe(2500);
    await app.runImportCommit(data, firstTry);
    await app.runDueJobs({ budgetMs: 10_000 }); // the queued job itself, found done
    expect(await clientsTagged(tag)).toBe(2500);
    const done = await app.prisma.dataImport.findUniqueOrThrow({ where: { id: stored.id } });
    expect(done).toMatchObject({ status: "committed", createdCount: 2500, commitError: null });
    expect((done.records as unknown[]).length).toBe(2500);
  });

  it("a failure the person can act on puts the import back to uploaded with the reason, nothing written", async () => {
    const tag = `Fail${unique()}`;
    const stored = await storedImport(tag, [[`${tag} Only`, "", "", "", "not-an-email", ""]]);
    await app.requestCommit({ id: stored.id, actor });
    await app.runImportCommit({ importId: stored.id, actor }, firstTry);
    expect(await app.prisma.dataImport.findUniqueOrThrow({ where: { id: stored.id } })).toMatchObject({
      status: "uploaded",
      commitError: app.NOTHING_TO_IMPORT,
      progressDone: 0,
    });
    expect(await clientsTagged(tag)).toBe(0);
    // And it may be tried again.
    expect(await app.requestCommit({ id: stored.id, actor })).toMatchObject({ status: "committing", commitError: null });
  });

  it("all or nothing: the database refusing a row of the second batch leaves nothing; after the last try the import is back with the reason", async () => {
    const tag = `Poison${unique()}`;
    const rows = clientImportRows(tag, 2500);
    rows[2300]![0] = `${tag} refused`; // BULK_BATCH is 2,000: the first batch is in when this one fails
    const stored = await storedImport(tag, rows);
    await app.prisma.$executeRawUnsafe(`ALTER TABLE clients ADD CONSTRAINT test_refused CHECK (name NOT LIKE '%${tag} refused')`);
    try {
      await app.requestCommit({ id: stored.id, actor });
      const data = { importId: stored.id, actor };
      await expect(app.runImportCommit(data, firstTry)).rejects.toThrow(/test_refused|check constraint/i); // retried by the queue
      expect(await clientsTagged(tag)).toBe(0);
      expect((await app.prisma.dataImport.findUniqueOrThrow({ where: { id: stored.id } })).status).toBe("committing");
      await app.runImportCommit(data, { ...firstTry, retryCount: 2, isLastTry: true });
      expect(await clientsTagged(tag)).toBe(0);
      const after = await app.prisma.dataImport.findUniqueOrThrow({ where: { id: stored.id } });
      expect(after).toMatchObject({ status: "uploaded", createdCount: 0 });
      // The person is told what failed, not only that it did.
      expect(after.commitError).toMatch(new RegExp(`^${app.COMMIT_STOPPED.replace(/[.?]/g, "\\$&")} What failed: .*test_refused`));
    } finally {
      await app.prisma.$executeRawUnsafe(`ALTER TABLE clients DROP CONSTRAINT test_refused`);
    }
  });

  it("an import that is not committing (never asked, or given up) is left alone by a stray run", async () => {
    const tag = `Stray${unique()}`;
    const stored = await storedImport(tag, clientImportRows(tag, 2));
    await app.runImportCommit({ importId: stored.id, actor }, firstTry);
    expect(await clientsTagged(tag)).toBe(0);
    expect((await app.prisma.dataImport.findUniqueOrThrow({ where: { id: stored.id } })).status).toBe("uploaded");
  });
});
