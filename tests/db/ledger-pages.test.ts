import { describe, expect, it } from "vitest";
import { pageSequencesSql } from "@/server/accounts/find-transactions";
import { clientData } from "./factories";
import { BACKENDS, migratedDatabase } from "./harness";

/**
 * The ledger list's page statement (server/accounts/find-transactions.ts),
 * which walks from the nearer end of the ledger, answers exactly what a plain
 * newest-first OFFSET/LIMIT answers: every skip across both halves and past
 * the end, several page sizes, ties on the date, and a ledger without an
 * account row (walked newest first).
 */
const ENTRIES = 37;

describe.each(BACKENDS)("ledger pages on $name", (backend) => {
  const db = migratedDatabase(backend);

  async function ledgerOf(withAccount: boolean) {
    const client = await db.prisma.client.create({ data: clientData() });
    // Three entries a day, out of date order, so (date, sequence) decides the order.
    await db.prisma.accountTransaction.createMany({
      data: Array.from({ length: ENTRIES }, (_, index) => ({
        clientId: client.id,
        date: new Date(Date.UTC(2026, 0, 1 + ((index * 7) % 13), 12)),
        column: "credit" as const,
        type: "cash" as const,
        description: `entry ${index}`,
        value: "1.00",
        closingBalance: "0.00",
      })),
    });
    if (withAccount) await db.prisma.account.create({ data: { clientId: client.id, balance: "37.00", entryCount: ENTRIES } });
    return client.id;
  }

  async function expectPagesAsOffset(clientId: string) {
    const all = await db.prisma.accountTransaction.findMany({
      where: { clientId },
      orderBy: [{ date: "desc" }, { sequence: "desc" }],
      select: { sequence: true },
    });
    for (const limit of [1, 5, 10, 100]) {
      for (let skip = 0; skip <= ENTRIES + 2; skip++) {
        const rows = await db.prisma.$queryRaw<{ sequence: bigint }[]>(pageSequencesSql(clientId, skip, limit));
        const page = rows.map((row) => row.sequence).sort((a, b) => (a < b ? 1 : -1));
        const expected = all.slice(skip, skip + limit).map((row) => row.sequence);
        expect([...page].sort(), `skip ${skip} limit ${limit}`).toEqual([...expected].sort());
      }
    }
  }

  it("gives every page of a ledger with its account row as OFFSET would", async () => {
    await expectPagesAsOffset(await ledgerOf(true));
  });

  it("gives every page of a ledger without an account row as OFFSET would", async () => {
    await expectPagesAsOffset(await ledgerOf(false));
  });
});
