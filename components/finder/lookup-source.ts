import { clientSource, listingSource, serviceProviderSource } from "@/components/pickers/record-sources";
import type { RecordSource } from "@/components/ui/record-combobox";
import { API_BASE } from "@/lib/client/api";
import type { SearchFieldLookup } from "@/lib/schemas/search";

const KNOWN: RecordSource<never>[] = [clientSource, listingSource, serviceProviderSource] as RecordSource<never>[];

/** The endpoint of a lookup hint relative to the API base, as the browser's fetches take it. */
export const apiPath = (endpoint: string) => (endpoint.startsWith(API_BASE) ? endpoint.slice(API_BASE.length) : endpoint);

/** The label of a record read from a lookup's endpoint: its `labelFields`, joined by a space. */
export const recordLabel = (lookup: SearchFieldLookup, record: Record<string, unknown>) =>
  lookup.labelFields
    .map((name) => String(record[name] ?? ""))
    .join(" ")
    .trim();

/**
 * The record picker's source for a Finder lookup: the app's own source for
 * that endpoint (its rows tell look-alikes apart), else one built from the hint.
 */
export function lookupSource(lookup: SearchFieldLookup, title: string): RecordSource<never> {
  const path = apiPath(lookup.endpoint);
  const known = KNOWN.find((source) => source.path === path);
  if (known) return known;
  return {
    path,
    searchParam: lookup.searchParam,
    noun: title.toLowerCase(),
    toOption: (item: Record<string, unknown>) => ({ id: String(item._id), label: recordLabel(lookup, item) }),
  } as RecordSource<never>;
}
