import { formatInZone, zoneAbbreviation } from "@/lib/domain/agency-time";
import { formatDecimal, formatUsd, formatUsdPrice } from "@/lib/domain/money";
import type { ValueKind } from "./history-fields";

/** Names of referenced records, by id (filled once per page of history). */
export type RecordNames = ReadonlyMap<string, string>;

export interface FormatContext {
  timeZone: string;
  names: RecordNames;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T/;

/** Any stored value as plain text (the fallback for keys without a label). */
export function plainValue(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.length ? value.map((item) => plainValue(item) ?? "").join(", ") : null;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function decimalText(value: unknown): string | null {
  const text = plainValue(value);
  return text !== null && DECIMAL.test(text) ? text : null;
}

function dateOnly(value: unknown): string | null {
  const text = plainValue(value);
  if (text === null || !/^\d{4}-\d{2}-\d{2}/.test(text)) return text;
  const [year, month, day] = text.slice(0, 10).split("-").map(Number) as [number, number, number];
  return formatInZone(new Date(Date.UTC(year, month - 1, day, 12)), "UTC", "MMM d, yyyy");
}

/**
 * A stored value as people read it: money as dollars, dates on the agency's
 * clock, enum words by their labels, related records by their names. Values
 * that are not what the kind expects (older rows) fall back to plain text.
 */
export function formatValue(kind: ValueKind, value: unknown, context: FormatContext): string | null {
  if (value === null || value === undefined || value === "") return null;
  switch (kind.kind) {
    case "price": {
      const amount = decimalText(value);
      return amount === null ? plainValue(value) : formatUsdPrice(amount);
    }
    case "money": {
      const amount = decimalText(value);
      return amount === null ? plainValue(value) : formatUsd(amount);
    }
    case "decimal": {
      const amount = decimalText(value);
      return amount === null ? plainValue(value) : formatDecimal(amount);
    }
    case "yesNo":
      return typeof value === "boolean" ? (value ? "Yes" : "No") : plainValue(value);
    case "day":
      return dateOnly(value);
    case "agencyDay":
    case "instant": {
      const text = plainValue(value);
      if (text === null || !ISO_INSTANT.test(text) || Number.isNaN(Date.parse(text))) return text;
      const day = formatInZone(text, context.timeZone, "MMM d, yyyy");
      return kind.kind === "agencyDay"
        ? day
        : `${day}, ${formatInZone(text, context.timeZone, "h:mm a")} ${zoneAbbreviation(text, context.timeZone)}`;
    }
    case "list":
      return plainValue(value);
    case "enum": {
      const text = plainValue(value);
      return text === null ? null : (kind.labels[text] ?? text);
    }
    case "reference": {
      const text = plainValue(value);
      return text === null ? null : (context.names.get(text) ?? "a deleted record");
    }
    case "picture":
      return "picture";
    case "text":
      return plainValue(value);
  }
}
