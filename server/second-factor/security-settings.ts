import type { Prisma } from "@/lib/generated/prisma/client";
import { policyRequiresSecondFactor, type SecondFactorPolicy } from "@/lib/domain/second-factor";
import type { SecuritySettingsDto, SecuritySettingsInput } from "@/lib/schemas/second-factor";
import type { Actor } from "@/server/auth/actor";
import { recordUpdate } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { conflict, forbidden } from "@/server/errors";
import { methodsOf } from "./methods";

type Db = Prisma.TransactionClient | typeof prisma;

/** The one row of security_settings (the migration inserts it; a CHECK keeps it alone). */
const SECURITY_SETTINGS_ID = 1;
/** Its changes are in the History as one record's (entity type "security_settings"), like the rent settings. */
export const SECURITY_SETTINGS_AUDIT_ID = "00000000-0000-4000-8000-000000000045";

export async function securityPolicy(db: Db = prisma): Promise<SecondFactorPolicy> {
  const row = await db.securitySettings.findUnique({ where: { id: SECURITY_SETTINGS_ID }, select: { requireSecondFactor: true } });
  return (row?.requireSecondFactor ?? "none") as SecondFactorPolicy;
}

export async function secondFactorRequiredFor(role: string, db: Db = prisma): Promise<boolean> {
  return policyRequiresSecondFactor(await securityPolicy(db), role);
}

/** Admins: who must have a second step. */
export async function getSecuritySettings(db: Db = prisma): Promise<SecuritySettingsDto> {
  const row = await db.securitySettings.findUniqueOrThrow({
    where: { id: SECURITY_SETTINGS_ID },
    include: { updatedBy: { select: { id: true, firstName: true, lastName: true } } },
  });
  return {
    requireSecondFactor: row.requireSecondFactor as SecondFactorPolicy,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy && { id: row.updatedBy.id, name: `${row.updatedBy.firstName} ${row.updatedBy.lastName}` },
  };
}

/**
 * Admins: sets the policy. It applies from each person's next request: someone who must now have a second
 * step and has none is sent to set one up (server/auth/sessions.ts reads the policy with the session).
 */
export async function updateSecuritySettings({ data, actor }: { data: SecuritySettingsInput; actor: Actor }): Promise<SecuritySettingsDto> {
  if (actor.role !== "admin") throw forbidden();
  if (policyRequiresSecondFactor(data.requireSecondFactor, actor.role) && (await methodsOf(prisma, actor.id)).length === 0) {
    throw conflict("Set up your own second sign-in step first (on your profile): this policy would otherwise hold you to the set-up too.");
  }
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM security_settings WHERE id = ${SECURITY_SETTINGS_ID} FOR UPDATE`;
    const before = await securityPolicy(tx);
    await tx.securitySettings.update({
      where: { id: SECURITY_SETTINGS_ID },
      data: { requireSecondFactor: data.requireSecondFactor, updatedById: actor.id, updatedAt: new Date() },
    });
    await recordUpdate(tx, actor, "security_settings", SECURITY_SETTINGS_AUDIT_ID, { requireSecondFactor: before }, data);
    return getSecuritySettings(tx);
  });
}
