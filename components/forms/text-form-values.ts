import type { z } from "zod";
import type { Language } from "@/lib/i18n/languages";

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

/**
 * The same, for a form that also has the Language select: the stored record's language, else the agency's (which
 * the page passes from the server's settings) — a new record never starts in a language written here.
 */
export function textFormValuesWithLanguage<Shape extends z.ZodRawShape>(
  fields: z.ZodObject<Shape>,
  agencyLanguage: Language,
  record?: { [Name in keyof Shape]: string | null | undefined } & { language: Language },
) {
  return { ...textFormValues(fields, record), language: record?.language ?? agencyLanguage };
}
