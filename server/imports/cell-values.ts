import type { DateOrder } from "@/lib/schemas/import";
import { headerKey } from "@/lib/domain/import-fields";
import { unguardFormula } from "@/lib/domain/spreadsheet-formula";

/**
 * Cell text → what the shared schemas take. Nothing here decides whether a
 * value is valid (the schemas do, with the forms' messages): these only undo
 * spreadsheet habits — the export's formula guard, currency signs, thousands
 * separators, accounting negatives, slash dates, labels for enum values.
 */

/** The export prefixes text starting with = + - @ with ' (server/export/csv.ts); reading it back removes that ' again. The text itself stays text. */
export const plainCell = unguardFormula;

/** "$1,250.50" → "1250.50"; "(500)" → "-500"; "1 250" → "1250". Anything else is returned as it is, for the schema to refuse. */
export function amountText(text: string): string {
  let value = text.trim();
  if (value === "") return "";
  let negative = false;
  const parenthesised = /^\((.*)\)$/.exec(value);
  if (parenthesised) {
    negative = true;
    value = parenthesised[1]!.trim();
  }
  if (value.startsWith("-")) {
    negative = !negative;
    value = value.slice(1).trim();
  }
  value = value.replace(/^(US\$|USD|\$)\s*/i, "").replace(/\s*(USD)$/i, "");
  if (/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(value)) value = value.replace(/,/g, "");
  else if (/^\d{1,3}( \d{3})+(\.\d*)?$/.test(value)) value = value.replace(/ /g, "");
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(value)) return text.trim();
  return negative ? `-${value}` : value;
}

const SLASH_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/;

/** Which orders a slash date allows: a first part over 12 means day first, a second over 12 month first. */
export function dateOrdersOf(text: string): { dmy: boolean; mdy: boolean } | null {
  const match = SLASH_DATE.exec(text.trim());
  if (!match) return null;
  const first = Number(match[1]);
  const second = Number(match[2]);
  return { dmy: first <= 31 && second <= 12, mdy: first <= 12 && second <= 31 };
}

/**
 * A date cell as yyyy-MM-dd: yyyy-MM-dd (an Excel date cell arrives so), or
 * a slash date read in `order`. A slash date that only one order allows is
 * read that way; one that both allow needs `order` (null: "ambiguous").
 */
export function dateText(text: string, order: DateOrder | null): string | { ambiguous: true } {
  const value = text.trim();
  const iso = ISO_DATE.exec(value);
  if (iso) return `${iso[1]}-${iso[2]!.padStart(2, "0")}-${iso[3]!.padStart(2, "0")}`;
  const match = SLASH_DATE.exec(value);
  if (!match) return value;
  const orders = dateOrdersOf(value)!;
  let chosen: DateOrder | null = null;
  if (orders.dmy && orders.mdy) chosen = match[1] === match[2] ? "dmy" : order;
  else if (orders.dmy) chosen = "dmy";
  else if (orders.mdy) chosen = "mdy";
  else return value;
  if (!chosen) return { ambiguous: true };
  const [day, month] = chosen === "dmy" ? [match[1]!, match[2]!] : [match[2]!, match[1]!];
  return `${match[3]}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** An enumeration value by its value or its label, in any case and spacing ("For Rent", "for-rent"); unknown text stays as it is. */
export function enumValue<Value extends string>(text: string, labels: Record<Value, string>): string {
  const key = headerKey(text);
  if (key === "") return "";
  for (const [value, label] of Object.entries(labels) as [Value, string][]) {
    if (headerKey(value) === key || headerKey(label) === key) return value;
  }
  return text;
}

/** Yes/No, true/false, y/n, 1/0 → "true"/"false"; blank → null; anything else as it is. */
export function booleanText(text: string): string | null {
  const key = text.trim().toLowerCase();
  if (key === "") return null;
  if (["yes", "y", "true", "1", "x"].includes(key)) return "true";
  if (["no", "n", "false", "0"].includes(key)) return "false";
  return text;
}

/** "Pool, Sea view" or "Pool; Sea view" → ["Pool", "Sea view"] (the export writes "; "). */
export function chipsOf(text: string): string[] {
  return text
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Only the digits of a phone number: "+1 (758) 555-0101" and "17585550101" meet. */
export const digitsOf = (text: string) => text.replace(/\D/g, "");
