"use client";

import useSWR from "swr";
import { useOptionWords, type RecordOption, type RecordSource } from "@/components/ui/record-option";
import { apiFetch } from "@/lib/client/api";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";

/** The option of a record known only by its id (null: nothing to load, or the source cannot load one). */
export function useRecordOptionById(source: RecordSource<never>, id: string | null): RecordOption | null {
  const words = useOptionWords();
  const path = id && source.detailsPath ? source.detailsPath(id) : null;
  const { data } = useSWR(path, async (url: string) => (await apiFetch<never>(url, { handledStatuses: [404] })).data, READ_DEFAULTS);
  return data ? source.toOption(data, words) : null;
}
