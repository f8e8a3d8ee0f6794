import type { z } from "zod";

/**
 * The values of a form whose fields are all text boxes, one per field of its
 * schema: empty for a new record, or the stored record's (a missing value as
 * an empty box). The schema is the one list of the form's fields.
 */
export function textFormValues<Shape extends z.ZodRawShape>(
  fields: z.ZodObject<Shape>,
  record?: { [Name in keyof Shape]: string | null | undefined },
): { [Name in keyof Shape]: string } {
  return Object.fromEntries(Object.keys(fields.shape).map((name) => [name, record?.[name] ?? ""])) as { [Name in keyof Shape]: string };
}
