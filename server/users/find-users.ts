import type { Prisma } from "@/lib/generated/prisma/client";
import type { UserListQuery } from "@/lib/schemas/user";
import type { Actor } from "@/server/auth/actor";
import { forbidden } from "@/server/errors";
import { prisma } from "@/server/db/client";
import { containsText } from "@/server/db/text-search";
import { resolveCriteria, resolveSort } from "@/server/search/criteria";
import { USER_DEFAULT_SORT, userSearch } from "@/server/search/fields/users";
import { toUserInfo } from "./user-info";

type UserFilters = Partial<Omit<UserListQuery, "skip" | "limit">>;

/**
 * The filters of GET /users (and its export). Admins may list anyone; a
 * specialist may only list specialists (the listing form's picker): the
 * `role=property-specialist` filter is required of them, and the Finder's
 * criteria only narrow it further.
 */
export function userListWhere(query: UserFilters, actor: Actor): Prisma.UserWhereInput {
  if (actor.role !== "admin" && query.role !== "property-specialist") throw forbidden();
  const and = resolveCriteria(userSearch, query.criteria, new Date(), actor);
  if (query.role) and.push({ role: query.role });
  if (query.firstName) and.push({ firstName: containsText(query.firstName) });
  return { AND: and };
}

/** By first name (case-insensitive) unless the table view asks for another sort. */
export function userListOrder(query: UserFilters): Prisma.UserOrderByWithRelationInput[] {
  return resolveSort(userSearch, query, USER_DEFAULT_SORT);
}

/** One page of users with the total. */
export async function findUsers({ query, actor }: { query: UserFilters & Pick<UserListQuery, "skip" | "limit">; actor: Actor }) {
  const where = userListWhere(query, actor);
  const [rows, total] = await Promise.all([
    prisma.user.findMany({ where, orderBy: userListOrder(query), skip: query.skip, take: query.limit }),
    prisma.user.count({ where }),
  ]);
  return { items: rows.map(toUserInfo), total };
}
