"use client";

import useSWR from "swr";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";
import { apiFetch, fetchPage, queryString } from "@/lib/client/api";
import type { Reminder, ReminderGroups } from "@/lib/schemas/reminder";

export interface ReminderFilters {
  specialist?: string;
  listingName?: string;
  property?: string;
  date?: string;
  upcoming?: boolean;
  /** The table view's sort (docs/API.md "Sorting"). */
  sort?: string;
  order?: "asc" | "desc";
  /** The Finder's criteria (the `criteria` parameter's JSON). */
  criteria?: string;
  skip?: number;
  limit?: number;
}

/** A flat page of reminders (search by listing, a date, a property), keyed by its URL. */
export function useReminders(filters: ReminderFilters, enabled = true) {
  const key = enabled ? `/reminders${queryString({ ...filters })}` : null;
  const { data, error, isLoading, mutate } = useSWR(key, fetchPage<Reminder>, { ...READ_DEFAULTS, keepPreviousData: true });
  return { reminders: data?.items ?? [], total: data?.total ?? 0, error, isLoading, mutate };
}

async function fetchGroups(path: string): Promise<{ groups: ReminderGroups; total: number }> {
  const { data, headers } = await apiFetch<ReminderGroups>(path);
  return { groups: data, total: Number(headers.get("X-Total-Count") ?? data.today.length + data.upcoming.length) };
}

/** The TODAY and Upcoming groups (sortItems=true), paged over today's reminders first. */
export function useReminderGroups(filters: Omit<ReminderFilters, "upcoming" | "date">, enabled = true) {
  const key = enabled ? `/reminders${queryString({ sortItems: true, ...filters })}` : null;
  const { data, error, isLoading, mutate } = useSWR(key, fetchGroups, { ...READ_DEFAULTS, keepPreviousData: true });
  return { groups: data?.groups, total: data?.total ?? 0, error, isLoading, mutate };
}
