import { z } from "zod";
import { MAX_PAGE_SIZE } from "./paging-rules";
import { EMAIL_MAX_LENGTH } from "./sign-in-rules";
import "./zod-config";
import { FIRST_DAY, isCalendarDate, isProductDay, LAST_DAY } from "@/lib/domain/recurrence";

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

/**
 * The one e-mail address rule — the forms', the imports' (through the forms' schemas) and where the console
 * sends mail (server/mail/mail-config.ts): one mailbox as zod reads it, at most EMAIL_MAX_LENGTH characters.
 */
export const emailAddress = (message?: string) => z.email(message);
export const isEmailAddress = (value: string) => value.length <= EMAIL_MAX_LENGTH && emailAddress().safeParse(value).success;

export function requiredEmail(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(EMAIL_MAX_LENGTH, `${label} must be at most ${EMAIL_MAX_LENGTH} characters.`)
    .pipe(emailAddress(`${label} must be a valid e-mail address.`));
}

export function optionalEmail(label: string) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(EMAIL_MAX_LENGTH, `${label} must be at most ${EMAIL_MAX_LENGTH} characters.`)
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(emailAddress(`${label} must be a valid e-mail address.`).nullable());
}

export const idSchema = z.uuid("Invalid id.");

export { MAX_PAGE_SIZE };

/** A list's `limit`: a whole number from 1 to `max`, `fallback` when absent. */
export const pageLimit = (max: number, fallback: number) =>
  z.coerce
    .number({ error: "limit must be a number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(max, `limit cannot be more than ${max}.`)
    .default(fallback);

/** skip/limit of every list endpoint; limit is capped at 500. */
export const paginationSchema = z.object({
  skip: z.coerce
    .number({ error: "skip must be a number." })
    .int("skip must be a whole number.")
    .min(0, "skip cannot be negative.")
    .max(1_000_000, "skip is too large.")
    .default(0),
  limit: pageLimit(MAX_PAGE_SIZE, 50),
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

export function enumField<const Values extends readonly [string, ...string[]]>(label: string, values: Values) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .pipe(z.enum(values, { error: `${label} must be one of: ${values.join(", ")}.` }));
}

/** An optional enum: blank or null means "none". */
export function optionalEnum<const Values extends readonly [string, ...string[]]>(label: string, values: Values) {
  return z
    .union([z.string(), z.null()], { error: `${label} must be one of: ${values.join(", ")}.` })
    .optional()
    .transform((value) => (typeof value === "string" && value.trim() ? value.trim() : null))
    .pipe(z.enum(values, { error: `${label} must be one of: ${values.join(", ")}.` }).nullable());
}

/**
 * An optional non-negative decimal from a string or a number (blank/null =
 * none), returned as a canonical decimal string with `places` places.
 */
export function optionalDecimal(label: string, places: number, max: number) {
  const pattern = new RegExp(`^\\d{1,15}(\\.\\d{1,${places}})?$`);
  return z
    .union([z.string(), z.number(), z.null()], { error: `${label} must be a number.` })
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined) return null;
      if (typeof value === "number" && !Number.isFinite(value)) {
        ctx.addIssue({ code: "custom", message: `${label} must be a number.` });
        return z.NEVER;
      }
      const text = typeof value === "number" ? String(value) : value.trim().replace(/,/g, "");
      if (text === "") return null;
      if (text.startsWith("-")) {
        ctx.addIssue({ code: "custom", message: `${label} cannot be negative.` });
        return z.NEVER;
      }
      if (!pattern.test(text)) {
        ctx.addIssue({ code: "custom", message: `${label} must be a number with at most ${places} decimal places.` });
        return z.NEVER;
      }
      const numeric = Number(text);
      if (numeric > max) {
        ctx.addIssue({ code: "custom", message: `${label} is too large.` });
        return z.NEVER;
      }
      const [whole, fraction = ""] = text.split(".");
      return `${BigInt(whole ?? "0")}.${fraction.padEnd(places, "0")}`;
    });
}

export function optionalCount(label: string) {
  return z
    .union([z.string(), z.number(), z.null()], { error: `${label} must be a whole number.` })
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined) return null;
      const text = typeof value === "number" ? String(value) : value.trim();
      if (text === "") return null;
      if (/^-/.test(text)) {
        ctx.addIssue({ code: "custom", message: `${label} cannot be negative.` });
        return z.NEVER;
      }
      if (!/^\d{1,4}$/.test(text)) {
        ctx.addIssue({ code: "custom", message: `${label} must be a whole number up to 9999.` });
        return z.NEVER;
      }
      return Number(text);
    });
}

/**
 * A day as yyyy-MM-dd between FIRST_DAY and LAST_DAY (1900–2200): the one date
 * rule of every query and body, so every part of the code can step past any
 * date the API accepts. `name` starts its messages ("from must be …").
 */
export function agencyDay(name: string) {
  return z
    .string({ error: `${name} must be a date like 2026-01-31.` })
    .refine(isCalendarDate, `${name} must be a date like 2026-01-31.`)
    .refine((day) => !isCalendarDate(day) || isProductDay(day), `${name} must be between ${FIRST_DAY} and ${LAST_DAY}.`);
}

/** A calendar date as yyyy-MM-dd (anything after the day is ignored); blank or null means none. */
export const isoDate = z
  .string({ error: "Dates must be text (yyyy-MM-dd)." })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
    if (!match || !date || date.getUTCMonth() !== Number(match[2]) - 1 || date.getUTCDate() !== Number(match[3])) {
      ctx.addIssue({ code: "custom", message: "Dates must be valid dates (yyyy-MM-dd)." });
      return z.NEVER;
    }
    const day = `${match[1]}-${match[2]}-${match[3]}`;
    if (!isProductDay(day)) {
      ctx.addIssue({ code: "custom", message: `Dates must be between ${FIRST_DAY} and ${LAST_DAY}.` });
      return z.NEVER;
    }
    return day;
  });
