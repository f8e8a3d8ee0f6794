"use client";

import useSWR from "swr";
import type { UserInfo } from "@/lib/schemas/user";
import { fetchPage, queryString } from "@/lib/client/api";

/** One page of users (sorted by first name), keyed by its URL so a save can revalidate it. */
export function useUsers({ firstName, role, skip, limit }: { firstName?: string; role?: string; skip: number; limit: number }) {
  const key = `/users${queryString({ firstName, role, skip, limit })}`;
  const { data, error, isLoading, mutate } = useSWR(key, fetchPage<UserInfo>, { keepPreviousData: true });
  return { users: data?.items ?? [], total: data?.total ?? 0, error, isLoading, mutate };
}
