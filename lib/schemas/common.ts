import { z } from "zod";
import "./zod-config";

/**
 * Field builders shared by every module's schemas. The same schema validates
 * the form in the browser (zodResolver) and the body in the route handler.
 */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

/** Optional text: absent, null and blank all mean "no value" (null). */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));
}

export function requiredEmail(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(254, `${label} must be at most 254 characters.`)
    .pipe(z.email(`${label} must be a valid e-mail address.`));
}

export const idSchema = z.uuid("Invalid id.");

export const MAX_PAGE_SIZE = 500;

/** skip/limit of every list endpoint; limit is capped at 500. */
export const paginationSchema = z.object({
  skip: z.coerce
    .number({ error: "skip must be a number." })
    .int("skip must be a whole number.")
    .min(0, "skip cannot be negative.")
    .max(1_000_000, "skip is too large.")
    .default(0),
  limit: z.coerce
    .number({ error: "limit must be a number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(MAX_PAGE_SIZE, `limit cannot be more than ${MAX_PAGE_SIZE}.`)
    .default(50),
});

/** A case-insensitive "contains" text filter from the query string. */
export const searchText = z
  .string()
  .trim()
  .max(200, "Search text must be at most 200 characters.")
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * A field of an update body (PUT …/update): optional, and a field left out
 * stays out — its default or its "blank means null" step does not run — so the
 * server keeps the stored value. A field that is sent goes through the same
 * rule, with the same message, as on create; null or "" clears it where that
 * rule allows an empty value.
 */
export function sentOnly<Field extends z.core.$ZodType>(field: Field) {
  return z.pipe(z.any(), field).optional();
}

type SentShape<Shape extends z.core.$ZodShape> = { [Key in keyof Shape]: ReturnType<typeof sentOnly<Shape[Key]>> };

/**
 * The update body of a fields schema: every field `sentOnly`. Rules that span
 * fields are not part of it: the server checks them on the merged record
 * (stored + sent), with the fields schema itself.
 */
export function updateFieldsOf<Shape extends z.core.$ZodShape>(fields: z.ZodObject<Shape>, error?: string) {
  const shape = {} as SentShape<Shape>;
  for (const key of Object.keys(fields.shape) as (keyof Shape)[]) shape[key] = sentOnly(fields.shape[key]);
  return z.object(shape, error ? { error } : undefined);
}
