"use client";

import type { UserInfo, UserListQuery } from "@/lib/schemas/user";
import { useListPage } from "./use-list-page";

/** One page of users (GET /users), sorted by first name unless the query sorts. */
export function useUsers(query: Partial<UserListQuery>) {
  return useListPage<UserInfo>("/users", query);
}
