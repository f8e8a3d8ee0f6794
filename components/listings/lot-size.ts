import { formatDecimal, ungroupDecimal } from "@/lib/domain/money";

/** A lot's size in acres from its size in square feet (43,560 sq ft to the acre), the rule the listing form applies. */
const SQUARE_FEET_PER_ACRE = 43_560;

const SQUARE_FEET = /^(\d{1,15})(?:\.(\d{0,2}))?$/;

/**
 * '43560' → '1', '12,000' → '0.2755': exact decimal arithmetic, rounded half
 * up to the four places the schema keeps. Null when the square feet are not
 * a number the schema would accept.
 */
export function acresFromSquareFeet(squareFeet: string): string | null {
  const match = SQUARE_FEET.exec(ungroupDecimal(squareFeet.trim()));
  if (!match) return null;
  const hundredths = BigInt(match[1]!) * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
  // acres × 10⁴ = sq ft × 10⁴ / 43,560 = hundredths × 100 / 43,560
  const numerator = hundredths * 100n;
  const denominator = BigInt(SQUARE_FEET_PER_ACRE);
  const tenThousandths = (numerator * 2n + denominator) / (denominator * 2n);
  const text = `${tenThousandths / 10_000n}.${String(tenThousandths % 10_000n).padStart(4, "0")}`;
  return formatDecimal(text);
}

/** Whether stored acres are what the square feet give (then the form keeps computing them). */
export function acresMatchSquareFeet(acres: string, squareFeet: string): boolean {
  const computed = acresFromSquareFeet(squareFeet);
  return computed !== null && formatDecimal(ungroupDecimal(acres)) === computed;
}
