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
