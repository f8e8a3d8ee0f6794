import type { Prisma } from "@/lib/generated/prisma/client";

/** The fields of `next` whose values differ from `before`, as {field: {from, to}} for the audit log. */
export function changedFields<T extends Record<string, unknown>>(before: T, next: Partial<T>): Prisma.InputJsonObject {
  const changes: Record<string, { from: Prisma.InputJsonValue | null; to: Prisma.InputJsonValue | null }> = {};
  for (const [key, value] of Object.entries(next)) {
    const previous = before[key];
    if (String(previous ?? "") !== String(value ?? "")) {
      changes[key] = { from: jsonValue(previous), to: jsonValue(value) };
    }
  }
  return changes;
}

function jsonValue(value: unknown): Prisma.InputJsonValue | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return String(value);
  return value as Prisma.InputJsonValue;
}
