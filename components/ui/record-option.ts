import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { ListingStatus } from "@/lib/domain/enums";
import type { ListParams } from "@/lib/swr/use-list-page";

// Apart from the picker itself (record-combobox.tsx), so a page can name a record without shipping Headless UI.

/** One choice of a record picker: the record's id, its name, and a line that tells look-alikes apart. */
export interface RecordOption {
  id: string;
  label: string;
  detail?: string;
}

/**
 * Where a picker finds its records: a list endpoint, the query parameter that
 * carries the typed text, fixed parameters, and how a row becomes an option.
 * components/pickers/record-sources.ts holds one per kind of record.
 */
export interface RecordSource<Item = unknown> {
  path: string;
  searchParam: string;
  params?: ListParams;
  /** 'listing', 'client' (English; the picker says it in the page's language, `common.records`): "No listing matches “x”." */
  noun: string;
  /** The row of a record; `words` are the page's language's (a balance, a status) for the line under the name. */
  toOption: (item: Item, words: OptionWords) => RecordOption;
  /** Where one record is read by its id (to name a choice that arrived as an id alone). */
  detailsPath?: (id: string) => string;
}

/** What a picker's row may say besides the record's own data, in the page's language. */
export interface OptionWords {
  balance: (amount: string) => string;
  listingStatus: (status: ListingStatus) => string;
}

/** The words a picker's rows use, from `common` and `enums`. */
export function useOptionWords(): OptionWords {
  const t = useTranslations();
  return useMemo(
    () => ({
      balance: (amount) => t("common.picker.balance", { amount }),
      listingStatus: (status) => t(`enums.listingStatus.${status}`),
    }),
    [t],
  );
}

/** The record nouns of components/pickers/record-sources.ts, as `common.records` names them. */
const RECORD_NOUNS = {
  client: "client",
  "service provider": "serviceProvider",
  listing: "listing",
  "property specialist": "propertySpecialist",
  tenant: "tenant",
  person: "person",
} as const;

/** The source's noun in the page's language (a noun the shared list does not know, e.g. the Finder's, as given). */
export function useNoun(noun: string): string {
  const t = useTranslations("common.records");
  return Object.hasOwn(RECORD_NOUNS, noun) ? t(RECORD_NOUNS[noun as keyof typeof RECORD_NOUNS]) : noun;
}
