/**
 * The arithmetic of the rent property tests' independent models (tests/db/rent-ledger.shared.ts,
 * rent-owner.shared.ts), written without lib/domain/rent.ts so the models do not share the code they check:
 * a seeded random source (a failure reproduces), days as UTC dates, money as cents.
 */

export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

export const iso = (date: Date) => date.toISOString().slice(0, 10);
export const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
export const plusDays = (day: string, days: number) => iso(new Date(dateOf(day).getTime() + days * 86_400_000));

export const cents = (amount: string): bigint => {
  if (amount.startsWith("-")) return -cents(amount.slice(1));
  const [whole, fraction = ""] = amount.split(".");
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, "0"));
};
export const money = (value: bigint) =>
  `${value < 0n ? "-" : ""}${(value < 0n ? -value : value) / 100n}.${String((value < 0n ? -value : value) % 100n).padStart(2, "0")}`;

/** The order the models settle in: by day, then deposit, rent, fee, other, then as posted. */
const TYPE_ORDER = { deposit: 0, rent: 1, fee: 2, other: 3 } as const;

/**
 * Applies each credit's open amount to the open charges — the oldest credit first (by its day, then as posted), each to
 * the oldest charge first (by day, then type, then as posted) — lowering both; `applied` is told each part.
 */
export function settleOldestFirst<
  Charge extends { date: string; type: keyof typeof TYPE_ORDER; order: number; open: bigint },
  Credit extends { date: string; order: number; open: bigint },
>(charges: Charge[], credits: Credit[], applied: (charge: Charge, credit: Credit, value: bigint) => void): void {
  const queue = [...charges].sort((a, b) =>
    a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.type !== b.type ? TYPE_ORDER[a.type] - TYPE_ORDER[b.type] : a.order - b.order,
  );
  for (const credit of [...credits].sort((a, b) => (a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.order - b.order))) {
    for (const charge of queue) {
      if (credit.open === 0n) break;
      if (charge.open === 0n) continue;
      const value = charge.open < credit.open ? charge.open : credit.open;
      charge.open -= value;
      credit.open -= value;
      applied(charge, credit, value);
    }
  }
}
