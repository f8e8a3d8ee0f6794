"use client";

import useSWR from "swr";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";
import { apiFetch } from "@/lib/client/api";
import type { Reminder, ReminderGroups, ReminderListQuery } from "@/lib/schemas/reminder";
import { listQueryString, useListPage } from "./use-list-page";

type ReminderQuery = Partial<ReminderListQuery>;

/** A flat page of reminders (search by listing, a date, a property, or what is still to come); null reads nothing. */
export function useReminders(query: ReminderQuery | null) {
  return useListPage<Reminder>("/reminders", query);
}

async function fetchGroups(path: string): Promise<{ groups: ReminderGroups; total: number }> {
  const { data, headers } = await apiFetch<ReminderGroups>(path);
  return { groups: data, total: Number(headers.get("X-Total-Count") ?? data.today.length + data.upcoming.length) };
}

/** The TODAY and Upcoming groups (sortItems=true), paged over today's reminders first; null reads nothing. */
export function useReminderGroups(query: Omit<ReminderQuery, "sortItems" | "upcoming" | "date"> | null) {
  const key = query ? `/reminders${listQueryString({ sortItems: true, ...query })}` : null;
  const { data, error, isLoading, mutate } = useSWR(key, fetchGroups, { ...READ_DEFAULTS, keepPreviousData: true });
  return { groups: data?.groups, total: data?.total ?? 0, error, isLoading, mutate };
}
