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
  return `${isZeroAmount(amount) ? "" : negative ? "-" : "+"}$${grouped(whole)}.${cents}`;
}

export function isNegativeAmount(amount: string): boolean {
  return parts(amount).negative;
}

/** "0.00", "-0.00", "0": nothing, to the cent shown. */
export function isZeroAmount(amount: string): boolean {
  const { whole, cents } = parts(amount);
  return whole === "0" && cents === "00";
}

/** A ledger value as shown in the transactions table: '+' for a credit, '-' for a debit. */
export function formatLedgerValue(column: "credit" | "debit", value: string): string {
  return `${column === "credit" ? "+" : "-"}${formatUsdAbsolute(value)}`;
}

/** Listing prices (DESIGN §2: whole dollars): "$850,000"; cents only when there are some: "$1,800.50". */
export function formatUsdPrice(amount: string): string {
  const { negative, whole, cents } = parts(amount);
  return `${negative ? "-" : ""}$${grouped(whole)}${cents === "00" ? "" : `.${cents}`}`;
}

// ------------------------------------------------ decimal text in inputs and sizes

/** A non-negative decimal as typed: digits with or without thousands commas, an optional fraction. */
const TYPED_DECIMAL = /^\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?\s*$/;

function typedParts(text: string): { whole: string; fraction: string } | null {
  const match = TYPED_DECIMAL.exec(text);
  if (!match) return null;
  return { whole: match[1]!.replace(/,/g, "").replace(/^0+(?=\d)/, ""), fraction: match[2] ?? "" };
}

/**
 * Decimal text grouped for reading: "13000" → "13,000.00" with `places: 2`
 * (money), "43560.00" → "43,560" and "0.2500" → "0.25" without (sizes).
 * Text that is not a plain non-negative decimal, or has more places than
 * asked, is returned as it is, for the form's rules to name.
 */
export function formatDecimal(text: string, places?: number): string {
  const typed = typedParts(text);
  if (!typed) return text;
  let fraction = typed.fraction;
  if (places !== undefined) {
    if (fraction.length > places) return text;
    fraction = fraction.padEnd(places, "0");
  } else {
    fraction = fraction.replace(/0+$/, "");
  }
  return fraction ? `${grouped(typed.whole)}.${fraction}` : grouped(typed.whole);
}

/**
 * Decimal text rounded half up to `places` and grouped: "0.2755" → "0.28",
 * "43560" → "43,560.00" with 2 places. On the text (BigInt), never a float;
 * text that is not a plain non-negative decimal is returned as it is.
 */
export function formatRounded(text: string, places: number): string {
  const typed = typedParts(text);
  if (!typed) return text;
  const scale = 10n ** BigInt(places);
  const digits = BigInt(typed.whole + typed.fraction.padEnd(places, "0").slice(0, places));
  const roundUp = (typed.fraction[places] ?? "0") >= "5" ? 1n : 0n;
  const rounded = digits + roundUp;
  const whole = (rounded / scale).toString();
  const fraction = places > 0 ? `.${(rounded % scale).toString().padStart(places, "0")}` : "";
  return `${grouped(whole)}${fraction}`;
}

/** The same text without the grouping: "13,000.00" → "13000.00". */
export function ungroupDecimal(text: string): string {
  const typed = typedParts(text);
  if (!typed) return text;
  return typed.fraction ? `${typed.whole}.${typed.fraction}` : text.includes(".") ? `${typed.whole}.` : typed.whole;
}
