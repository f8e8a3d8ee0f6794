import { Prisma } from "@/lib/generated/prisma/client";
import type { RentSettingsDto, RentSettingsInput } from "@/lib/schemas/rent-settings";
import type { Actor } from "@/server/auth/actor";
import { recordUpdate } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { forbidden } from "@/server/errors";
import { getRentSettings, RENT_SETTINGS_ID } from "./get-rent-settings";

/**
 * The audit log names records by uuid; the agency's one settings row has this
 * fixed one (entity type "rent_settings"), so its changes read as one record's history.
 */
export const RENT_SETTINGS_AUDIT_ID = "00000000-0000-4000-8000-000000000043";

/**
 * Replaces the agency's rent settings (admins): the management fee and the
 * late-fee policy (null: no late fees) — both sent, both stored — and records
 * what changed in the same transaction. Leases with their own fees keep them;
 * the others follow from their next payment (management fee) and the next
 * late-fee pass (late fees). Fees already posted never change.
 */
export async function updateRentSettings({ data, actor }: { data: RentSettingsInput; actor: Actor }): Promise<RentSettingsDto> {
  if (actor.role !== "admin") throw forbidden();
  return prisma.$transaction(async (tx) => {
    // Row lock: two admins saving at once each record the change from what the other saved.
    await tx.$queryRaw`SELECT id FROM rent_settings WHERE id = ${RENT_SETTINGS_ID} FOR UPDATE`;
    const before = await getRentSettings(tx);
    const managementFee = { ...data.managementFee };
    const lateFee = data.lateFee === null ? null : { ...data.lateFee };
    await tx.rentSettings.update({
      where: { id: RENT_SETTINGS_ID },
      data: { managementFee, lateFee: lateFee ?? Prisma.DbNull, updatedById: actor.id, updatedAt: new Date() },
    });
    await recordUpdate(
      tx,
      actor,
      "rent_settings",
      RENT_SETTINGS_AUDIT_ID,
      { managementFee: before.managementFee, lateFee: before.lateFee },
      { managementFee, lateFee },
    );
    return getRentSettings(tx);
  });
}
