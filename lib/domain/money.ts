/**
 * US-dollar amounts as the API carries them: decimal strings with two places
 * ("1250.00", "-35.10"). Formatting works on the text itself, never through a
 * JavaScript float, so what is shown is exactly what is stored.
 */
const DECIMAL_TEXT = /^(-)?(\d+)(?:\.(\d+))?$/;

function parts(amount: string): { negative: boolean; whole: string; cents: string } {
  const match = DECIMAL_TEXT.exec(amount.trim());
  if (!match) throw new Error(`Not a decimal amount: ${amount}`);
  const whole = match[2]!.replace(/^0+(?=\d)/, "");
  const cents = (match[3] ?? "").padEnd(2, "0").slice(0, 2);
  const negative = match[1] === "-" && !(/^0+$/.test(whole) && cents === "00");
  return { negative, whole, cents };
}

function grouped(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** "$1,234.50"; negative amounts as "-$1,234.50". */
export function formatUsd(amount: string): string {
  const { negative, whole, cents } = parts(amount);
  return `${negative ? "-" : ""}$${grouped(whole)}.${cents}`;
}

/** The absolute value: "$1,234.50" for "-1234.5". */
export function formatUsdAbsolute(amount: string): string {
  const { whole, cents } = parts(amount);
  return `$${grouped(whole)}.${cents}`;
}

/** Always signed: "+$1,234.50", "-$1,234.50"; zero is "$0.00". */
export function formatUsdSigned(amount: string): string {
  const { negative, whole, cents } = parts(amount);
  const zero = /^0+$/.test(whole) && cents === "00";
  return `${zero ? "" : negative ? "-" : "+"}$${grouped(whole)}.${cents}`;
}

export function isNegativeAmount(amount: string): boolean {
  return parts(amount).negative;
}

/** A ledger value as shown in the transactions table: '+' for a credit, '-' for a debit. */
export function formatLedgerValue(column: "credit" | "debit", value: string): string {
  return `${column === "credit" ? "+" : "-"}${formatUsdAbsolute(value)}`;
}
