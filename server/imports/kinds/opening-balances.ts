import { createTransactionSchema, type CreateTransactionInput } from "@/lib/schemas/account";
import { postEntriesInBulk } from "@/server/accounts/ledger-bulk";
import { resolveEntryDate } from "@/server/accounts/entry-date";
import { isAppError } from "@/server/errors";
import { amountText } from "../cell-values";
import { clientResolver } from "./references";
import { BULK_BATCH } from "../bulk-insert";
import { inBatches, problemsOf, type ImportedRecord, type KindImporter, type RowPlan } from "./kind-types";

export const OPENING_BALANCE_DESCRIPTION = "Opening balance";

type Balance = CreateTransactionInput & { name: string };

/**
 * Opening balances: one row per owner (client by name or e-mail, date, amount,
 * description), posted to the ledger as a
 * credit, or a debit when the amount is negative ("-500" or "(500)"),
 * a batch of rows at a time (server/accounts/ledger-bulk.ts). The
 * same owner, date, column, amount and description already in the ledger is a
 * duplicate, and always skipped (an entry is never "updated").
 */
export const openingBalanceImporter: KindImporter<Balance> = {
  dateFields: ["date"],

  async plan(rows, { db, now }) {
    const findClient = await clientResolver(
      db,
      rows.map((row) => row.client ?? ""),
    );
    const resolved = rows.map((row) => findClient(row.client ?? ""));
    const clientIds = [...new Set(resolved.flatMap((found) => ("id" in found ? [found.id] : [])))];
    const existing = new Set<string>();
    for (const batch of inBatches(clientIds, 5000)) {
      const entries = await db.accountTransaction.findMany({
        where: { clientId: { in: batch } },
        select: { clientId: true, date: true, column: true, value: true, description: true },
        take: 200_000,
      });
      for (const entry of entries)
        existing.add(entryKey(entry.clientId, entry.date, entry.column, entry.value.toFixed(2), entry.description));
    }

    return rows.map((values, index): RowPlan<Balance> => {
      const client = resolved[index]!;
      const amount = amountText(values.amount ?? "");
      const negative = amount.startsWith("-");
      const parsed = createTransactionSchema.safeParse({
        clientRef: "id" in client ? client.id : "00000000-0000-4000-8000-000000000000",
        column: negative ? "debit" : "credit",
        type: "other",
        description: (values.description ?? "").trim() || OPENING_BALANCE_DESCRIPTION,
        value: negative ? amount.slice(1) : amount,
        date: values.date ?? "",
      });
      const problems = [
        ...("error" in client ? [{ field: "client", message: client.error }] : []),
        ...(parsed.success ? [] : problemsOf(parsed.error, (path) => (path[0] === "value" ? "amount" : String(path[0] ?? "") || null))),
      ];
      let date: Date | null = null;
      if (parsed.success) {
        try {
          date = resolveEntryDate(parsed.data.date, now);
        } catch (error) {
          if (!isAppError(error)) throw error;
          problems.push({ field: "date", message: error.message });
        }
      }
      if (problems.length || !parsed.success || !date || "error" in client) return { status: "error", problems };
      const key = entryKey(client.id, date, parsed.data.column, parsed.data.value, parsed.data.description);
      if (existing.has(key)) return { status: "skip", existingId: client.id };
      existing.add(key);
      return { status: "new", data: { ...parsed.data, date: date.toISOString(), name: client.name } };
    });
  },

  async write(tx, plans, { actor, fileName, progress }) {
    const balances = plans.flatMap((plan) => (plan.status === "new" ? [plan.data] : []));
    const records: ImportedRecord[] = [];
    for (const batch of inBatches(balances, BULK_BATCH)) {
      const posted = await postEntriesInBulk(
        tx,
        batch.map((data) => ({
          clientId: data.clientRef,
          date: new Date(data.date!),
          column: data.column,
          type: data.type,
          description: data.description,
          value: data.value,
          postedById: actor.id,
        })),
        { actor, importedFrom: fileName },
      );
      posted.forEach((entry, index) =>
        records.push({
          type: "entry",
          id: entry.id,
          action: "created",
          clientId: entry.clientId,
          name: `${batch[index]!.name}: ${OPENING_BALANCE_DESCRIPTION.toLowerCase()} ${entry.value}`,
        }),
      );
      await progress?.(records.length);
    }
    return records;
  },
};

/** Entries on the same agency day count as the same date. */
function entryKey(clientId: string, date: Date, column: string, value: string, description: string): string {
  return [clientId, date.toISOString().slice(0, 10), column, value, description.trim().toLowerCase()].join("\u0000");
}
