import type { Actor } from "@/server/auth/actor";
import { forbidden, notFound } from "@/server/errors";
import { prisma } from "@/server/db/client";
import { toUserInfo } from "./user-info";

/** An admin may read any user; anyone else only themselves. */
export function assertMayActOn(actor: Actor, userId: string): void {
  if (actor.role !== "admin" && actor.id !== userId) throw forbidden();
}

export async function getUser({ id, actor }: { id: string; actor: Actor }) {
  assertMayActOn(actor, id);
  const user = await prisma.user.findUnique({ where: { id } });
  if (!user) throw notFound("User not found.");
  return toUserInfo(user);
}
