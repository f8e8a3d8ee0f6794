import type { TransactionType } from "@/lib/domain/enums";
import { listingSection, STATEMENT_LISTING_COLUMNS, type ListingSection } from "@/lib/domain/statement-listings";
import { formatDay, formatMonth } from "@/lib/i18n/day-formats";
import { intlLocale, type Language } from "@/lib/i18n/languages";
import type { StatementHead, StatementListingDto } from "@/lib/schemas/statement";
import type { Translator } from "@/server/i18n/translator";

/**
 * The owner statement's words in the owner's language (messages "statement"), shared by the PDF, the CSV and the
 * e-mail. The language is the client's, read once with the statement (getStatementSummary) and carried on it.
 */
export type StatementPaper = StatementHead & { language: Language };

/** "February 2026" for a whole calendar month, else "February 1, 2026 to February 27, 2026" (lib/domain/statement-period.ts in any language). */
export function statementPeriodLabel(from: string, to: string, language: Language, t: Translator): string {
  const wholeMonth = from.endsWith("-01") && from.slice(0, 7) === to.slice(0, 7) && to === lastDayOfMonth(from);
  if (wholeMonth) return formatMonth(from.slice(0, 7), language);
  return t("statement.periodRange", { from: formatDay(from, language, "long"), to: formatDay(to, language, "long") });
}

function lastDayOfMonth(day: string): string {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return `${day.slice(0, 7)}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, "0")}`;
}

/** The entries' columns, in order (messages statement.columns). */
export const STATEMENT_COLUMNS = ["date", "type", "description", "credit", "debit", "balance"] as const;

export const transactionTypeLabel = (t: Translator, type: TransactionType) => t(`statement.types.${type}`);

/** A by-listing column's title ("Rent collected"). */
export const listingColumnLabel = (t: Translator, key: (typeof STATEMENT_LISTING_COLUMNS)[number]["key"]) => t(`statement.listings.${key}`);

/** The group of entries tied to no listing ("Other"), or the listing's name. */
export const listingGroupLabel = (t: Translator, group: StatementListingDto) => group.listing?.name ?? t("statement.listings.other");

/** The by-listing section (lib/domain/statement-listings.ts) with its titles and the "Other" group in the owner's language. */
export function statementListingSection(listings: readonly StatementListingDto[], t: Translator): ListingSection | null {
  const section = listingSection(listings);
  if (!section) return null;
  return {
    ...section,
    title: t("statement.listings.title"),
    head: [t("statement.listings.property"), ...STATEMENT_LISTING_COLUMNS.map((column) => listingColumnLabel(t, column.key))],
    rows: section.rows.map((row) => ({ ...row, name: listingGroupLabel(t, row.group) })),
  };
}

/** A heading in capitals as the language writes them. */
export const upper = (text: string, language: Language) => text.toLocaleUpperCase(intlLocale(language));
