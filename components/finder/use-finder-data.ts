"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import useSWR from "swr";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";
import { apiFetch, fetchPage } from "@/lib/client/api";
import { queryString } from "@/lib/query-string";
import type { SavedFilterDto } from "@/lib/schemas/saved-filter";
import type { SearchEntity, SearchFieldDefinition } from "@/lib/schemas/search";

const fetchData = async <T>(path: string) => (await apiFetch<T>(path)).data;

/** The enumeration (`enums.<name>` in messages/*.json) whose labels a listed field's values carry. */
function enumOf(entity: SearchEntity, field: string) {
  switch (field) {
    case "status":
      return entity === "service-orders" ? "serviceOrderStatus" : "listingStatus";
    case "listingType":
    case "propertyType":
    case "zoning":
    case "frequency":
    case "dayOfWeek":
    case "role":
    case "documentCategory":
      return field;
    default:
      return null;
  }
}

/**
 * An entity's searchable fields (GET /search/fields/{entity}); shared by the dialog and the chips. The API describes
 * them in English; the screen shows their titles (`finder.fields.<field, dots as _>`), operators
 * (`finder.operators.<type>.<operator>`) and listed values (`enums.*`) in its own language, the API's words where
 * no message has the field (a record's name, a specialist).
 */
export function useSearchFields(entity: SearchEntity, enabled = true) {
  const { data, error, isLoading } = useSWR(enabled ? `/search/fields/${entity}` : null, fetchData<SearchFieldDefinition[]>, READ_DEFAULTS);
  const t = useTranslations("finder");
  const enums = useTranslations("enums");
  const fields = useMemo(
    () =>
      data?.map((field) => {
        const titleKey = `fields.${field.field.replaceAll(".", "_")}` as "fields.name";
        const listed = enumOf(entity, field.field);
        return {
          ...field,
          title: t.has(titleKey) ? t(titleKey) : field.title,
          options: field.options.map((option) => {
            const key = `operators.${field.type}.${option.operator}` as "operators.string.contains";
            return { ...option, name: t.has(key) ? t(key) : option.name };
          }),
          list: field.list?.map((entry) => {
            const key = `${listed}.${entry.value}` as "role.admin";
            return listed && enums.has(key) ? { ...entry, name: enums(key) } : entry;
          }),
        };
      }),
    [data, entity, t, enums],
  );
  return { fields, error, isLoading };
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
