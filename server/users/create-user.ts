import type { CreateUserInput } from "@/lib/schemas/user";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { hashPassword } from "@/server/auth/password";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { toUserInfo } from "./user-info";
import { assertUniqueUser } from "./user-rules";

export async function createUser({ data, actor }: { data: CreateUserInput; actor: Actor }) {
  const { password, ...sent } = data;
  const fields = { ...sent, language: sent.language ?? env().AGENCY_LANGUAGE };
  const passwordHash = await hashPassword(password);
  return prisma.$transaction(async (tx) => {
    await assertUniqueUser(tx, fields);
    const user = await tx.user.create({ data: { ...fields, passwordHash } });
    await recordAudit(tx, { actor, action: "create", entityType: "user", entityId: user.id, changes: { ...fields, passwordSet: true } });
    return toUserInfo(user);
  });
}
