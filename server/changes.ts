import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * The fields of `next` whose values differ from `before`, as {field: {from, to}} for the audit log.
 * A field `next` leaves undefined is not written, so it is not a change.
 */
export function changedFields<T extends Record<string, unknown>>(before: T, next: Partial<T>): Prisma.InputJsonObject {
  const changes: Record<string, { from: Prisma.InputJsonValue | null; to: Prisma.InputJsonValue | null }> = {};
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined) continue;
    const previous = jsonValue(before[key]);
    const current = jsonValue(value);
    if (JSON.stringify(previous) !== JSON.stringify(current)) changes[key] = { from: previous, to: current };
  }
  return changes;
}

/**
 * A comparable JSON form of a column value: dates as ISO text, decimals in
 * canonical form (10.5 and "10.50" are equal), arrays element by element.
 */
function jsonValue(value: unknown): Prisma.InputJsonValue | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => jsonValue(item)) as Prisma.InputJsonArray;
  if (typeof value === "string") return /^-?\d+\.\d+$/.test(value) ? canonicalDecimal(value) : value;
  if (isDecimalLike(value)) return canonicalDecimal(value.toString());
  if (typeof value === "object") return JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
  return value as Prisma.InputJsonValue;
}

function isDecimalLike(value: unknown): value is { toFixed(): string } {
  return typeof value === "object" && value !== null && "toFixed" in value && "isZero" in value;
}

function canonicalDecimal(text: string): string {
  return text.replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "");
}
