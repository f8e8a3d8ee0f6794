import { useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";
import { formatUsd } from "@/lib/domain/money";
import { listingTotals, showsListings, signedAmount, STATEMENT_LISTING_COLUMNS } from "@/lib/domain/statement-listings";
import type { StatementListingDto } from "@/lib/schemas/statement";

const cell = "px-3 py-2 first:pl-0 last:pr-0 print:px-2 print:first:pl-0 print:last:pr-0";
const money = "whitespace-nowrap text-right tabular-nums";

/** Income green, what is taken red, the net in the text colour; zero stays quiet. */
function tone(key: string, amount: string): string {
  if (/^-?0\.00$/.test(amount)) return "text-slate-500 print:text-slate-900";
  if (key === "net") return "text-slate-900";
  return amount.startsWith("-") ? "text-red-700" : "text-emerald-700";
}

type Amounts = Omit<StatementListingDto, "listing">;

/**
 * The period by listing (issue 43 §4): per listing with rent or repairs in
 * the period, rent collected, other income, management fees, repairs and
 * other charges and "Net to owner", then "Other" (entries tied to no
 * listing) and the totals. A table on a desk and on paper; below `sm` one
 * card per listing. Nothing when no entry is tied to a listing.
 */
export function StatementListings({ listings }: { listings: StatementListingDto[] }) {
  const t = useTranslations("statement");
  if (!showsListings(listings)) return null;
  const groupName = (group: StatementListingDto) => group.listing?.name ?? t("listings.other");
  const totals = listingTotals(listings);
  const amountCells = (group: Amounts, strong = false) =>
    STATEMENT_LISTING_COLUMNS.map((column) => {
      const amount = signedAmount(group, column.key);
      return (
        <td
          key={column.key}
          className={cx(cell, money, tone(column.key, amount), (strong || column.key === "net") && "font-semibold")}
          data-testid={`listing-${column.key}`}
        >
          {formatUsd(amount)}
        </td>
      );
    });

  return (
    <section className="mt-8 break-inside-avoid print:mt-5" aria-labelledby="statement-listings-title" data-testid="statement-listings">
      <h2 id="statement-listings-title" className="text-sm font-semibold text-slate-900">
        {t("listings.title")}
      </h2>

      <ul className="mt-3 space-y-3 sm:hidden print:hidden" aria-label={t("listings.title")}>
        {[
          ...listings.map((group) => ({ key: group.listing?._id ?? "other", name: groupName(group), group })),
          { key: "total", name: t("listings.total"), group: totals },
        ].map(({ key, name, group }) => (
          <li key={key} className={cx("rounded-lg p-3 ring-1", key === "total" ? "bg-slate-50 ring-slate-300" : "ring-slate-200")}>
            <p className="text-sm font-semibold text-slate-900">{name}</p>
            <dl className="mt-1.5 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
              {STATEMENT_LISTING_COLUMNS.map((column) => {
                const amount = signedAmount(group, column.key);
                const net = column.key === "net";
                return (
                  <div key={column.key} className={cx("contents", net && "font-semibold")}>
                    <dt className={cx("text-slate-600", net && "border-t border-slate-200 pt-1 text-slate-900")}>
                      {t(`listings.${column.key}`)}
                    </dt>
                    <dd className={cx(money, tone(column.key, amount), net && "border-t border-slate-200 pt-1")}>{formatUsd(amount)}</dd>
                  </div>
                );
              })}
            </dl>
          </li>
        ))}
      </ul>

      <table className="mt-2 hidden w-full text-sm sm:table print:table" data-testid="statement-listings-table">
        <thead>
          <tr className="border-b border-slate-300 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 print:text-slate-900">
            <th scope="col" className={cx(cell, "min-w-48")}>
              {t("listings.property")}
            </th>
            {STATEMENT_LISTING_COLUMNS.map((column) => (
              <th key={column.key} scope="col" className={cx(cell, "text-right align-bottom")}>
                {t(`listings.${column.key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 print:divide-slate-200">
          {listings.map((group) => (
            <tr key={group.listing?._id ?? "other"} className="break-inside-avoid" data-testid="statement-listing">
              <th scope="row" className={cx(cell, "text-left font-medium text-slate-900")}>
                {groupName(group)}
              </th>
              {amountCells(group)}
            </tr>
          ))}
        </tbody>
        <tfoot className="print:table-row-group">
          <tr className="break-inside-avoid border-t-2 border-slate-300 font-semibold" data-testid="statement-listings-total">
            <th scope="row" className={cx(cell, "text-left")}>
              {t("listings.total")}
            </th>
            {amountCells(totals, true)}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
