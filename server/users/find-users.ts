import type { Prisma } from "@/lib/generated/prisma/client";
import type { UserListQuery } from "@/lib/schemas/user";
import type { Actor } from "@/server/auth/actor";
import { forbidden } from "@/server/errors";
import { prisma } from "@/server/db/client";
import { containsText } from "@/server/db/text-search";
import { toUserInfo } from "./user-info";

/**
 * One page of users sorted by first name (case-insensitive). Admins may list
 * anyone; a specialist may only list specialists (the listing form's picker).
 */
export async function findUsers({ query, actor }: { query: UserListQuery; actor: Actor }) {
  if (actor.role !== "admin" && query.role !== "property-specialist") throw forbidden();

  const where: Prisma.UserWhereInput = {};
  if (query.role) where.role = query.role;
  if (query.firstName) where.firstName = containsText(query.firstName);

  const [rows, total] = await Promise.all([
    prisma.user.findMany({ where, orderBy: [{ firstNameSort: "asc" }, { id: "asc" }], skip: query.skip, take: query.limit }),
    prisma.user.count({ where }),
  ]);
  return { items: rows.map(toUserInfo), total };
}
