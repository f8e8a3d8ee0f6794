import type { ImportKind } from "@/lib/domain/import-fields";
import type { DataImport } from "@/lib/generated/prisma/client";
import type { DateOrder, DuplicateChoice, ImportDefaults, ImportDto, ImportMapping } from "@/lib/schemas/import";
import type { Actor } from "@/server/auth/actor";
import { conflict, isAppError, unprocessable } from "@/server/errors";
import { prisma } from "@/server/db/client";
import { allowLongTransaction } from "@/server/db/long-transaction";
import { enqueue } from "@/server/jobs/enqueue";
import type { JobAttempt } from "@/server/jobs/define-job";
import { jobQueue } from "@/server/jobs/queue";
import { ALREADY_COMMITTED, BEING_COMMITTED } from "./check-import";
import { progressReporter } from "./commit-progress";
import { evaluateRows } from "./evaluate-rows";
import { assertMayImport, findOwnImport } from "./import-access";
import { OMIT_LARGE_COLUMNS, toImportDto } from "./import-dto";
import { withCommitRows } from "./import-slot";
import { IMPORTERS } from "./importers";

/** A 50,000-row import writes for a while; it holds no lock anyone else waits on but its own accounts'. */
export const IMPORT_TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 10 * 60_000 } as const;
export const NOTHING_TO_IMPORT = "No row can be imported: fix the rows with errors, or map the columns, and check again.";
export const COMMIT_STOPPED =
  "The import stopped on the server and nothing was imported. Try again; if it stops again, tell your administrator.";

/**
 * POST /imports/{id}/commit → 202: the import is marked "committing" and its
 * imports.commit job written in the same transaction (under the import's row
 * lock, so a second request gets a 409); the page polls GET /imports/{id}
 * for the progress and the outcome.
 */
export async function requestCommit({ id, actor }: { id: string; actor: Actor }): Promise<ImportDto> {
  await jobQueue(); // started before the transaction (the embedded database's one connection: server/jobs/enqueue.ts)
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM data_imports WHERE id = ${id}::uuid FOR UPDATE`;
    const stored = await findOwnImport(tx, id, actor);
    assertMayImport(actor, stored.kind as ImportKind);
    if (stored.status === "committing") throw conflict(BEING_COMMITTED);
    if (stored.status !== "uploaded") throw conflict(ALREADY_COMMITTED);
    const row = await tx.dataImport.update({
      where: { id },
      data: { status: "committing", progressDone: 0, progressTotal: 0, commitError: null },
      omit: OMIT_LARGE_COLUMNS,
    });
    await enqueue(tx, "imports.commit", { importId: id, actor: { id: actor.id, name: actor.name, role: actor.role } });
    return toImportDto(row, { role: actor.role });
  });
}

/** Thrown inside the commit's transaction when another run committed the import first: everything this run wrote is rolled back. */
class AlreadyDone extends Error {}
/** Another run holds the import (a retry started while a run thought dead still works): this one is retried later, and then finds it done. */
export const ANOTHER_RUN = "Another run is committing this import.";

/**
 * The imports.commit job: the rows are checked again inside one transaction
 * (the database may have changed since the dry run) and every valid row is
 * written in it — all of them or, when anything fails, none. Rows with
 * errors are left out (the dry run listed them). Each record's History says
 * "imported from {file}"; opening balances go through the ledger's posting
 * under the account lock.
 *
 * Idempotent: one run at a time holds the import (a transaction-scoped
 * advisory lock; a second is retried later), only an import still
 * "committing" is worked on, and the transaction ends by moving it to
 * "committed" only if it still is, so a retry after a crash, or two runs at
 * once, import the rows once. A failure the person can act on
 * (nothing to import, a value too large) puts it back to "uploaded" with the
 * reason at once; any other is retried, and after the last try put back the same way.
 */
export async function runImportCommit({ importId, actor }: { importId: string; actor: Actor }, attempt: JobAttempt, now = new Date()) {
  const waiting = await prisma.dataImport.findUnique({ where: { id: importId }, select: { status: true, rowCount: true } });
  if (!waiting || waiting.status !== "committing") return;
  try {
    // Its rows are read only once they fit in the instance's budget (import-slot.ts), not while it waits.
    await withCommitRows(waiting.rowCount, async () => {
      const stored = await prisma.dataImport.findUnique({ where: { id: importId } });
      if (stored?.status === "committing") await commitRows(stored, actor, now);
    });
  } catch (error) {
    if (error instanceof AlreadyDone) return;
    if (error instanceof Error && error.message === ANOTHER_RUN) throw error; // never settles what the other run is doing
    const reason = isAppError(error) ? null : failureReason(error);
    if (reason) console.error(`Import ${importId} could not be committed (try ${attempt.retryCount + 1}): ${reason}`);
    if (!isAppError(error) && !attempt.isLastTry) throw error;
    await prisma.dataImport.updateMany({
      where: { id: importId, status: "committing" },
      data: {
        status: "uploaded",
        progressDone: 0,
        progressTotal: 0,
        commitError: isAppError(error) ? error.message : `${COMMIT_STOPPED} What failed: ${reason}.`,
      },
    });
  }
}

/** What went wrong, in words, whatever was thrown — never an empty message (a timed-out transaction says so). */
export function failureReason(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    if (code === "P2028") return `the database transaction ran past its ${IMPORT_TRANSACTION_OPTIONS.timeout / 60_000} minutes`;
    const message = error.message.trim().split("\n").filter(Boolean).pop() ?? "";
    return [error.name, typeof code === "string" ? code : null, message].filter(Boolean).join(": ") || "an unknown error";
  }
  return String(error) || "an unknown error";
}

async function commitRows(stored: DataImport, actor: Actor, now: Date): Promise<void> {
  const report = progressReporter(stored.id);
  const kind = stored.kind as ImportKind;
  await guardValueOverflow(() =>
    prisma.$transaction(async (tx) => {
      await allowLongTransaction(tx, IMPORT_TRANSACTION_OPTIONS.timeout);
      // One run at a time per import, for the whole transaction (a lock on the import's row would also stop the progress writes).
      const [lock] = await tx.$queryRaw<
        { locked: boolean }[]
      >`SELECT pg_try_advisory_xact_lock(hashtextextended(${stored.id}, 31)) AS locked`;
      if (!lock?.locked) throw new Error(ANOTHER_RUN);
      const [current] = await tx.$queryRaw<{ status: string }[]>`SELECT status FROM data_imports WHERE id = ${stored.id}::uuid`;
      if (current?.status !== "committing") throw new AlreadyDone();
      const evaluation = await evaluateRows(
        tx,
        {
          kind,
          columns: stored.columns as string[],
          rows: stored.rows as string[][],
          mapping: stored.mapping as ImportMapping,
          dateOrder: (stored.dateOrder as DateOrder | null) ?? null,
          duplicates: stored.duplicates as DuplicateChoice,
          defaults: (stored.defaults ?? {}) as ImportDefaults,
        },
        actor,
        now,
      );
      const created = evaluation.plans.filter((plan) => plan.status === "new").length;
      const updated = evaluation.plans.filter((plan) => plan.status === "update").length;
      const skipped = evaluation.plans.filter((plan) => plan.status === "skip").length;
      const unchanged = evaluation.plans.filter((plan) => plan.status === "unchanged").length;
      if (created + updated + unchanged + skipped === 0) throw unprocessable(NOTHING_TO_IMPORT);

      const total = created + updated;
      await report(0, total);
      const records = await IMPORTERS[kind].write(tx, evaluation.plans, {
        actor,
        fileName: stored.fileName,
        now,
        progress: (done) => report(done, total),
      });
      // The records for Undo go in as one JSON text made once (Prisma's Json parameter takes three times their memory).
      const count = await tx.$executeRaw`
        UPDATE data_imports SET status = 'committed', committed_at = ${now}, created_count = ${created},
          updated_count = ${updated}, unchanged_count = ${unchanged}, skipped_count = ${skipped}, progress_done = ${total}, progress_total = ${total},
          records = ${JSON.stringify(records)}::jsonb, updated_at = now()
        WHERE id = ${stored.id}::uuid AND status = 'committing'`;
      if (count === 0) throw new AlreadyDone();
    }, IMPORT_TRANSACTION_OPTIONS),
  );
}

export const VALUE_TOO_LARGE =
  "A number in the file is too large to store (a price, a size, or an account's balance); nothing was imported. Check them and try again.";

/**
 * A value the schemas pass but a column cannot hold (numeric overflow,
 * SQLSTATE 22003) fails the whole commit: the person is told so, it is not retried.
 * (The ledger's own check of a balance, in appendEntry, answers first when it can.)
 */
async function guardValueOverflow<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (
      !isAppError(error) &&
      error instanceof Error &&
      /22003|numeric field overflow|out of range/i.test(`${error.message} ${JSON.stringify((error as { meta?: unknown }).meta ?? "")}`)
    ) {
      throw unprocessable(VALUE_TOO_LARGE);
    }
    throw error;
  }
}
