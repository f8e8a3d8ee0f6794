import { z } from "zod";
import { isoDate, optionalCount, optionalDecimal, optionalEmail, optionalText } from "./common";

/**
 * The nested sections of a listing (PRODUCT.md#listings) — chips, lease, cost, size and
 * rooms — each a schema of its own, put together in lib/schemas/listing.ts.
 */
export const MAX_CHIPS = 50;
export const MAX_CHIP_LENGTH = 80;
const MAX_MONEY = 999_999_999_999.99;
const MAX_SIZE = 999_999_999_999;
/** lot_size_acres is numeric(14,4): ten whole digits, not the twelve of the other sizes. */
export const MAX_ACRES = 9_999_999_999.9999;

/** Chips `[{ name }]`: trimmed, empty ones and duplicates dropped. Plain strings are accepted too. */
export function chipList(label: string) {
  return z
    .array(z.union([z.object({ name: z.string({ error: `${label}: each entry needs a name.` }).max(1000) }), z.string().max(1000)]), {
      error: `${label} must be a list of { name } entries.`,
    })
    .max(MAX_CHIPS * 2, `${label}: at most ${MAX_CHIPS} entries.`)
    .nullish()
    .transform((chips, ctx) => {
      const seen = new Set<string>();
      const out: { name: string }[] = [];
      for (const chip of chips ?? []) {
        const name = (typeof chip === "string" ? chip : chip.name).trim().replace(/\s+/g, " ");
        if (!name) continue;
        if (name.length > MAX_CHIP_LENGTH) {
          ctx.addIssue({ code: "custom", message: `${label}: each entry must be at most ${MAX_CHIP_LENGTH} characters.` });
          return z.NEVER;
        }
        const key = name.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ name });
      }
      if (out.length > MAX_CHIPS) {
        ctx.addIssue({ code: "custom", message: `${label}: at most ${MAX_CHIPS} entries.` });
        return z.NEVER;
      }
      return out;
    });
}

const tenantEmail = optionalEmail("Tenant e-mail");

export const leaseFields = z.object(
  {
    startDate: isoDate,
    endDate: isoDate,
    tenantName: optionalText("Tenant name", 200),
    tenantPhoneNumber: optionalText("Tenant phone number", 40),
    tenantEmail,
  },
  { error: "The lease must be an object." },
);

export const leaseSchema = leaseFields.superRefine((lease, ctx) => {
  if (lease.startDate && lease.endDate && lease.endDate < lease.startDate) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "The lease end date cannot be before its start date." });
  }
});

export const costFields = z.object(
  {
    salePriceInUS: optionalDecimal("Sale price", 2, MAX_MONEY),
    rentalPriceInUS: optionalDecimal("Rental price", 2, MAX_MONEY),
    negotiable: z
      .union([z.boolean(), z.literal("true"), z.literal("false"), z.null()], { error: "Negotiable must be true or false." })
      .optional()
      .transform((value) => value === true || value === "true"),
  },
  { error: "Cost is required." },
);

export const sizeFields = z.object(
  {
    lotSizeSqFeet: optionalDecimal("Lot size (sq ft)", 2, MAX_SIZE),
    lotSizeAcres: optionalDecimal("Lot size (acres)", 4, MAX_ACRES),
    propertySizeSqFeet: optionalDecimal("Property size (sq ft)", 2, MAX_SIZE),
  },
  { error: "Size is required." },
);

export const roomsFields = z.object(
  {
    bedrooms: optionalCount("Bedrooms"),
    bathrooms: optionalCount("Bathrooms"),
    otherRooms: chipList("Other rooms"),
  },
  { error: "Rooms must be an object." },
);
