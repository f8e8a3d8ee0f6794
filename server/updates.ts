import type { z, ZodType } from "zod";
import { invalidInput } from "@/server/errors";

/**
 * What an update body means (PUT …/update): it changes only what it sends.
 * A field left out keeps its stored value, null replaces it (clears it where
 * the field's rule allows), a nested object (a listing's cost, size, rooms,
 * lease) merges field by field, and a list replaces the stored list whole —
 * the rules of a JSON merge patch (RFC 7396).
 */
export function mergeUpdate<Stored extends object>(stored: Stored, sent: object): Stored {
  const merged = { ...stored } as Record<string, unknown>;
  for (const [key, value] of Object.entries(sent)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] = isPlainObject(value) && isPlainObject(current) ? mergeUpdate(current, value) : value;
  }
  return merged as Stored;
}

/**
 * The rules that span fields (a listing's status and sale price, a reminder's
 * recurrence and frequency, …) hold for the record as it will be stored: the
 * merged record goes through the fields schema, and a broken rule is the 400
 * a create with the same values would get, with the same message.
 */
export function checkMerged<Schema extends ZodType>(schema: Schema, merged: unknown): z.output<Schema> {
  const parsed = schema.safeParse(merged);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
}
