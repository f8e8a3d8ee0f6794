import type { ImportKind } from "@/lib/domain/import-fields";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { DateOrder, DuplicateChoice, ImportMapping } from "@/lib/schemas/import";
import { isAppError } from "@/server/errors";
import type { Actor } from "@/server/auth/actor";
import { conflict, unprocessable } from "@/server/errors";
import { prisma } from "@/server/db/client";
import { allowLongTransaction } from "@/server/db/long-transaction";
import { ALREADY_COMMITTED } from "./check-import";
import { evaluateRows } from "./evaluate-rows";
import { assertMayImport, findOwnImport } from "./import-access";
import { IMPORTERS } from "./importers";

/** A 50,000-row import writes for a while; it holds no lock anyone else waits on but its own accounts'. */
export const IMPORT_TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 10 * 60_000 } as const;
export const NOTHING_TO_IMPORT = "No row can be imported: fix the rows with errors, or map the columns, and check again.";

/**
 * POST /imports/{id}/commit: the rows are checked again inside one
 * transaction (the database may have changed since the dry run) and every
 * valid row is written in it — all of them or, when anything fails, none.
 * Rows with errors are left out (the dry run listed them). Each record's
 * History says "imported from {file}"; opening balances go through the
 * ledger's posting under the account lock.
 */
export async function commitImport({ id, actor, now = new Date() }: { id: string; actor: Actor; now?: Date }) {
  return guardValueOverflow(() =>
    prisma.$transaction(async (tx) => {
      await allowLongTransaction(tx, IMPORT_TRANSACTION_OPTIONS.timeout);
      await tx.$queryRaw`SELECT id FROM data_imports WHERE id = ${id}::uuid FOR UPDATE`;
      const stored = await findOwnImport(tx, id, actor);
      const kind = stored.kind as ImportKind;
      assertMayImport(actor, kind);
      if (stored.status !== "uploaded") throw conflict(ALREADY_COMMITTED);

      const evaluation = await evaluateRows(
        tx,
        {
          kind,
          columns: stored.columns as string[],
          rows: stored.rows as string[][],
          mapping: stored.mapping as ImportMapping,
          dateOrder: (stored.dateOrder as DateOrder | null) ?? null,
          duplicates: stored.duplicates as DuplicateChoice,
        },
        actor,
        now,
      );
      const created = evaluation.plans.filter((plan) => plan.status === "new").length;
      const updated = evaluation.plans.filter((plan) => plan.status === "update").length;
      const skipped = evaluation.plans.filter((plan) => plan.status === "skip").length;
      if (created + updated + skipped === 0) throw unprocessable(NOTHING_TO_IMPORT);

      const records = await IMPORTERS[kind].write(tx, evaluation.plans, { actor, fileName: stored.fileName, now });
      await tx.dataImport.update({
        where: { id },
        data: {
          status: "committed",
          committedAt: now,
          createdCount: created,
          updatedCount: updated,
          skippedCount: skipped,
          records: records as unknown as Prisma.InputJsonValue,
        },
      });
      return { created, updated, skipped, invalid: evaluation.plans.length - created - updated - skipped };
    }, IMPORT_TRANSACTION_OPTIONS),
  );
}

export const VALUE_TOO_LARGE =
  "A number in the file is too large to store (a price, a size, or an account's balance); nothing was imported. Check them and try again.";

/**
 * A value the schemas pass but a column cannot hold (numeric overflow,
 * SQLSTATE 22003) fails the whole commit: a 422 that says so, never a 500.
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
