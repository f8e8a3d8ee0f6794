import { lateFeeSchema, managementFeeSchema, type RentSettingsDto } from "@/lib/schemas/rent-settings";
import type { Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/server/db/client";

type Db = Prisma.TransactionClient | typeof prisma;

/** The one row of rent_settings (the migration inserts it; a CHECK keeps it alone). */
export const RENT_SETTINGS_ID = 1;

/**
 * The agency's rent settings (PRODUCT.md#rent "Rent settings"): its management
 * fee and its late-fee policy (null: no late fees), the terms of every lease
 * that has none of its own. Read through the shared schemas, so what a page or
 * the API shows is canonical ("10.00"). Pages of every role read it (a lease's
 * "Agency default"); the API's GET is for admins (app/api/v1/settings/rent).
 */
export async function getRentSettings(db: Db = prisma): Promise<RentSettingsDto> {
  const row = await db.rentSettings.findUnique({ where: { id: RENT_SETTINGS_ID } });
  if (!row) throw new Error("The agency has no rent settings: the migration 20261208090000_rent_to_owner inserts them.");
  return {
    managementFee: managementFeeSchema.parse(row.managementFee),
    lateFee: row.lateFee === null ? null : lateFeeSchema.parse(row.lateFee),
    updatedAt: row.updatedAt.toISOString(),
  };
}
