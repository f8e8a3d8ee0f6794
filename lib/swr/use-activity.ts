"use client";

import type { ActivityEventDto, ActivityQuery } from "@/lib/schemas/history";
import { useListPage } from "./use-list-page";

/** One page of the Activity log (GET /history), newest first. */
export function useActivity(query: Partial<ActivityQuery>) {
  return useListPage<ActivityEventDto>("/history", query);
}
