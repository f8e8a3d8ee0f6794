import type { StatementListingDto } from "@/lib/schemas/statement";
import { fromCents, toCents } from "./rent";

/**
 * The owner statement by listing, as the page, the PDF, the CSV
 * and the e-mail show it: the same column titles, in the same order, the same
 * name for the group of entries tied to no listing, and the same totals row.
 */
export const STATEMENT_LISTING_COLUMNS = [
  { key: "rentCollected", label: "Rent collected", taken: false },
  { key: "otherIncome", label: "Other income", taken: false },
  { key: "managementFees", label: "Management fees", taken: true },
  { key: "charges", label: "Repairs and other charges", taken: true },
  { key: "net", label: "Net to owner", taken: false },
] as const satisfies readonly { key: keyof Omit<StatementListingDto, "listing">; label: string; taken: boolean }[];

export type StatementListingAmount = (typeof STATEMENT_LISTING_COLUMNS)[number]["key"];

/** The group of entries tied to no listing. */
export const OTHER_GROUP_NAME = "Other";

export const STATEMENT_LISTINGS_TITLE = "By property";

export const listingGroupName = (group: StatementListingDto) => group.listing?.name ?? OTHER_GROUP_NAME;

/** The section shows when some entry of the period is tied to a listing; a ledger of hand-posted entries only has none. */
export const showsListings = (listings: readonly StatementListingDto[]) => listings.some((group) => group.listing !== null);

/** An amount as its column shows it: fees and charges are taken from the owner, so they read negative ("-100.00"). */
export function signedAmount(group: Omit<StatementListingDto, "listing">, key: StatementListingAmount): string {
  const column = STATEMENT_LISTING_COLUMNS.find((candidate) => candidate.key === key)!;
  return column.taken ? fromCents(-toCents(group[key])) : group[key];
}

/** Every group added up, to the cent (the nets' sum is the period's credits less its debits). */
export function listingTotals(listings: readonly StatementListingDto[]): Omit<StatementListingDto, "listing"> {
  const sum = (key: StatementListingAmount) => fromCents(listings.reduce((total, group) => total + toCents(group[key]), 0n));
  return {
    rentCollected: sum("rentCollected"),
    otherIncome: sum("otherIncome"),
    managementFees: sum("managementFees"),
    charges: sum("charges"),
    net: sum("net"),
  };
}

/** The section as text, for the files (CSV, PDF): its title, its head, a row per group, the totals. */
export interface ListingSection {
  title: string;
  /** "Property", then each column's title. */
  head: string[];
  /** Each group's name and amounts, signed as the columns show them ("-100.00": taken from the owner). */
  rows: { name: string; group: StatementListingDto; amounts: string[] }[];
  totals: string[];
}

/** The by-listing section, or null when it does not show (showsListings). */
export function listingSection(listings: readonly StatementListingDto[]): ListingSection | null {
  if (!showsListings(listings)) return null;
  const amounts = (group: Omit<StatementListingDto, "listing">) =>
    STATEMENT_LISTING_COLUMNS.map((column) => signedAmount(group, column.key));
  return {
    title: STATEMENT_LISTINGS_TITLE,
    head: ["Property", ...STATEMENT_LISTING_COLUMNS.map((column) => column.label)],
    rows: listings.map((group) => ({ name: listingGroupName(group), group, amounts: amounts(group) })),
    totals: amounts(listingTotals(listings)),
  };
}
