"use client";

import useSWR from "swr";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";
import { apiFetch, fetchPage, queryString } from "@/lib/client/api";
import type { SavedFilterDto } from "@/lib/schemas/saved-filter";
import type { SearchEntity, SearchFieldDefinition } from "@/lib/schemas/search";

const fetchData = async <T>(path: string) => (await apiFetch<T>(path)).data;

/** An entity's searchable fields (GET /search/fields/{entity}); shared by the dialog and the chips. */
export function useSearchFields(entity: SearchEntity, enabled = true) {
  const { data, error, isLoading } = useSWR(enabled ? `/search/fields/${entity}` : null, fetchData<SearchFieldDefinition[]>, READ_DEFAULTS);
  return { fields: data, error, isLoading };
}

export const savedFiltersKey = (entity: SearchEntity) => `/filters${queryString({ entity })}`;

/** The caller's own and everyone's shared saved filters of an entity. */
export function useSavedFilters(entity: SearchEntity, enabled = true) {
  const { data, error, isLoading, mutate } = useSWR(enabled ? savedFiltersKey(entity) : null, fetchPage<SavedFilterDto>, READ_DEFAULTS);
  return { filters: data?.items, error, isLoading, mutate };
}

/** The name of a record a lookup criterion holds (read from the field's `details` endpoint). */
export function useRecordName(details: string | undefined, id: string | undefined) {
  const path = details && id ? details.replace(/^\/api\/v1/, "").replace("{id}", encodeURIComponent(id)) : null;
  const { data } = useSWR(path, fetchData<Record<string, unknown>>, READ_DEFAULTS);
  return data;
}
