import { describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { appendEntry, lastEntry, lockAccount, recomputeClosingBalances, syncAccountBalance } from "@/server/accounts/ledger";
import { reversalOf, runningBalances } from "@/server/accounts/ledger-math";
import { clientData, userData } from "./factories";
import { BACKENDS, migratedDatabase } from "./harness";

/**
 * The ledger's SQL (server/accounts/ledger.ts) on real PostgreSQL and PGlite:
 * the account lock opens the account, the window-function recompute touches
 * only entries from the affected point on and agrees with the exact
 * arithmetic of ledger-math.ts.
 */
type Entry = { date: Date; column: "credit" | "debit"; value: string };

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

const entryData = (clientId: string) => ({
  clientId,
  date: day(6),
  column: "credit" as const,
  type: "cash" as const,
  description: "x",
  value: "1.00",
  closingBalance: "1.00",
});

async function ledgerOf(prisma: PrismaClient, clientId: string) {
  return prisma.accountTransaction.findMany({ where: { clientId }, orderBy: [{ date: "asc" }, { sequence: "asc" }] });
}

describe.each(BACKENDS)("ledger SQL on $name", (backend) => {
  const db = migratedDatabase(backend);

  /** A client whose ledger holds `entries` with deliberately wrong closing balances. */
  async function clientWith(entries: Entry[]) {
    const client = await db.prisma.client.create({ data: clientData() });
    for (const entry of entries) {
      await db.prisma.accountTransaction.create({
        data: {
          clientId: client.id,
          date: entry.date,
          column: entry.column,
          type: "cash",
          description: "x",
          value: entry.value,
          closingBalance: "999.99",
        },
      });
    }
    return client.id;
  }

  it("lockAccount opens a zero account for a client once, and answers null for an unknown client", async () => {
    const clientId = await clientWith([]);
    const first = await db.prisma.$transaction((tx) => lockAccount(tx, clientId));
    expect(first).toEqual({ balance: "0.00", entryCount: 0 });
    await db.prisma.account.update({ where: { clientId }, data: { balance: "12.30", entryCount: 1 } });
    expect(await db.prisma.$transaction((tx) => lockAccount(tx, clientId))).toEqual({ balance: "12.30", entryCount: 1 });
    expect(await db.prisma.$transaction((tx) => lockAccount(tx, "00000000-0000-4000-8000-000000000000"))).toBeNull();
    const closed = await clientWith([]);
    expect(await db.prisma.$transaction((tx) => lockAccount(tx, closed, { open: false }))).toBeNull();
    expect(await db.prisma.account.count({ where: { clientId: closed } })).toBe(0);
  });

  it("recomputes every closing balance in ledger order (date, then entry order), exactly", async () => {
    const entries: Entry[] = [
      { date: day(3), column: "credit", value: "0.10" },
      { date: day(1), column: "credit", value: "0.20" },
      { date: day(3), column: "debit", value: "0.35" },
      { date: day(2), column: "credit", value: "1000000.05" },
    ];
    const clientId = await clientWith(entries);
    await db.prisma.account.create({ data: { clientId } });
    const changed = await db.prisma.$transaction((tx) => recomputeClosingBalances(tx, clientId));
    expect(changed).toBe(4);

    const ledger = await ledgerOf(db.prisma, clientId);
    const expected = runningBalances(
      ledger.map((row) => ({ date: row.date, sequence: row.sequence, column: row.column, value: row.value })),
    );
    expect(ledger.map((row) => row.closingBalance.toFixed(2))).toEqual(expected.map((row) => row.closingBalance));
    expect(ledger.map((row) => row.closingBalance.toFixed(2))).toEqual(["0.20", "1000000.25", "1000000.35", "1000000.00"]);

    const balance = await db.prisma.$transaction((tx) => syncAccountBalance(tx, clientId, 4));
    expect(balance).toBe("1000000.00");
    expect((await db.prisma.account.findUniqueOrThrow({ where: { clientId } })).balance.toFixed(2)).toBe("1000000.00");
    // Nothing left to correct.
    expect(await db.prisma.$transaction((tx) => recomputeClosingBalances(tx, clientId))).toBe(0);
  });

  it("recomputing from a point leaves the entries before it untouched and starts from the previous closing balance", async () => {
    const clientId = await clientWith([
      { date: day(1), column: "credit", value: "100.00" },
      { date: day(2), column: "debit", value: "30.00" },
      { date: day(3), column: "credit", value: "5.55" },
    ]);
    await db.prisma.$transaction((tx) => recomputeClosingBalances(tx, clientId));
    // A back-dated entry on day 2 (after the day-2 debit in entry order) with a wrong provisional balance.
    const inserted = await db.prisma.accountTransaction.create({
      data: { clientId, date: day(2), column: "debit", type: "wire", description: "late", value: "80.00", closingBalance: "0.00" },
    });
    // Spoil an earlier entry: the recompute from the new entry must not repair (i.e. touch) it.
    const [first] = await ledgerOf(db.prisma, clientId);
    await db.prisma.accountTransaction.update({ where: { id: first!.id }, data: { closingBalance: "1.00" } });

    const changed = await db.prisma.$transaction((tx) =>
      recomputeClosingBalances(tx, clientId, { date: inserted.date, sequence: inserted.sequence }),
    );
    expect(changed).toBe(2);
    const ledger = await ledgerOf(db.prisma, clientId);
    expect(ledger.map((row) => row.description === "late")).toEqual([false, false, true, false]);
    expect(ledger.map((row) => row.closingBalance.toFixed(2))).toEqual(["1.00", "70.00", "-10.00", "-4.45"]);
  });

  it("after a deletion, the later entries are recomputed from the entry before it", async () => {
    const clientId = await clientWith([
      { date: day(1), column: "credit", value: "50.00" },
      { date: day(2), column: "credit", value: "20.00" },
      { date: day(3), column: "debit", value: "100.00" },
    ]);
    await db.prisma.account.create({ data: { clientId } });
    await db.prisma.$transaction((tx) => recomputeClosingBalances(tx, clientId));
    const [, middle] = await ledgerOf(db.prisma, clientId);
    await db.prisma.$transaction(async (tx) => {
      await tx.accountTransaction.delete({ where: { id: middle!.id } });
      await recomputeClosingBalances(tx, clientId, { date: middle!.date, sequence: middle!.sequence });
      await syncAccountBalance(tx, clientId, 2);
    });
    const ledger = await ledgerOf(db.prisma, clientId);
    expect(ledger.map((row) => row.closingBalance.toFixed(2))).toEqual(["50.00", "-50.00"]);
    expect((await db.prisma.account.findUniqueOrThrow({ where: { clientId } })).balance.toFixed(2)).toBe("-50.00");
    expect((await db.prisma.$transaction((tx) => lastEntry(tx, clientId)))?.closingBalance.toFixed(2)).toBe("-50.00");
  });

  it("appendEntry adds a reversal linked to its entry; the database holds the pair's rules", async () => {
    const clientId = await clientWith([{ date: day(1), column: "credit", value: "250.10" }]);
    await db.prisma.$transaction((tx) => recomputeClosingBalances(tx, clientId));
    const [original] = await ledgerOf(db.prisma, clientId);
    await db.prisma.account.create({ data: { clientId, balance: "250.10", entryCount: 1 } });
    const reversal = {
      clientId,
      date: day(5),
      ...reversalOf(original!),
      type: "cash" as const,
      description: "Reversal of: x",
      postedById: (await db.prisma.user.create({ data: userData() })).id,
      reversal: { reversesId: original!.id, reason: "Cheque bounced" },
    };
    const { id, backDated } = await db.prisma.$transaction(async (tx) => appendEntry(tx, (await lockAccount(tx, clientId))!, reversal));
    expect(backDated).toBe(false);
    const stored = await db.prisma.accountTransaction.findUniqueOrThrow({ where: { id }, include: { reverses: true } });
    expect([stored.column, stored.value.toFixed(2), stored.closingBalance.toFixed(2), stored.reversalReason]).toEqual([
      "debit",
      "250.10",
      "0.00",
      "Cheque bounced",
    ]);
    expect(stored.reverses?.id).toBe(original!.id);
    expect((await db.prisma.account.findUniqueOrThrow({ where: { clientId } })).balance.toFixed(2)).toBe("0.00");

    const refused = (work: () => Promise<unknown>) => expect(work()).rejects.toThrow();
    // One reversal per entry (unique), a reason with every reversal and none without (CHECK), never itself.
    await refused(() =>
      db.prisma.accountTransaction.create({
        data: { ...entryData(clientId), reversesId: original!.id, reversalReason: "again" },
      }),
    );
    await refused(() => db.prisma.accountTransaction.create({ data: { ...entryData(clientId), reversalReason: "no link" } }));
    await refused(() => db.prisma.accountTransaction.update({ where: { id }, data: { reversalReason: null } }));
    await refused(() => db.prisma.accountTransaction.update({ where: { id }, data: { reversesId: id } }));
    // NO ACTION: the reversed entry cannot go alone, but the whole ledger goes in one statement.
    await refused(() => db.prisma.accountTransaction.delete({ where: { id: original!.id } }));
    expect(await db.prisma.accountTransaction.deleteMany({ where: { clientId } })).toEqual({ count: 2 });
  });

  it("an emptied ledger has a zero balance", async () => {
    const clientId = await clientWith([]);
    await db.prisma.account.create({ data: { clientId, balance: "5.00", entryCount: 1 } });
    expect(await db.prisma.$transaction((tx) => syncAccountBalance(tx, clientId, 0))).toBe("0.00");
  });
});
