import { StatementLetterhead } from "@/components/accounts/statement-letterhead";
import type { Agency } from "@/lib/domain/agency";
import { formatUsd } from "@/lib/domain/money";
import { formatMonth } from "@/lib/i18n/day-formats";
import { useLanguage } from "@/lib/i18n/use-language";
import type { RentRollRow, RentRollTotals } from "@/lib/schemas/rent-roll";
import { useTranslations } from "next-intl";
import { formatDay } from "./rent-roll-columns";

/** The most leases a printed rent roll lists (about 100 sheets); past it the print says so and points to the CSV. */
export const PRINT_MAX_ROWS = 5_000;

/** An amount without the dollar sign: the page says "Amounts in US dollars" once, and the columns stay narrow. */
const amount = (value: string) => formatUsd(value).replace("$", "");

const tenantNames = (row: RentRollRow) => row.tenants.map((tenant) => tenant.name).join(", ");

const HEAD = "px-1.5 py-1 text-left font-semibold";
const NUMBER = "px-1.5 py-1 text-right tabular-nums whitespace-nowrap";

/**
 * The rent roll on paper (DESIGN.md §6, like the owner statement): the agency's letterhead, "RENT ROLL" and the
 * month, what the filters keep, then every lease of the roll — not the screen's page — with the head repeated on
 * each sheet and the totals of every matching lease at the end. Hidden on screen. `complete` false: the rows are the
 * screen's page only (printed with the browser's own command before the roll was read whole), and it says so.
 */
export function RentRollPrint({
  agency,
  month,
  selection,
  rows,
  totals,
  complete,
  generatedAt,
}: {
  agency: Agency;
  month: string;
  selection: string;
  rows: RentRollRow[];
  totals: RentRollTotals | undefined;
  complete: boolean;
  generatedAt: string | null;
}) {
  const t = useTranslations("rentRoll");
  const language = useLanguage();
  const count = totals?.count ?? rows.length;
  const number = (value: number) => value.toLocaleString(language === "en" ? "en-US" : "es-419");
  return (
    <article className="hidden max-w-[180mm] text-[10pt] text-slate-900 print:block" data-testid="rent-roll-print">
      <StatementLetterhead agency={agency} />
      <div className="mt-4 flex items-baseline justify-between gap-6">
        <h1 className="text-2xl font-semibold tracking-tight uppercase">{t("paper.title")}</h1>
        <p className="text-[11pt] font-medium">{formatMonth(month, language)}</p>
      </div>
      <p className="mt-2">{t("paper.summary", { selection, count })}</p>
      {(!complete || rows.length < count) && (
        <p className="mt-2 font-medium" role="note">
          {complete
            ? t("paper.firstRows", { rows: number(rows.length), count: number(count), max: number(PRINT_MAX_ROWS) })
            : t("paper.pageOnly", { rows: number(rows.length), count: number(count) })}
        </p>
      )}
      <table className="mt-4 w-full border-collapse">
        <thead className="[display:table-header-group]">
          <tr className="border-b border-slate-900 text-[9pt] uppercase">
            <th scope="col" className={HEAD}>
              {t("paper.listingOwnerTenants")}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {t("columns.rent")}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {t("columns.charged")}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {t("columns.paid")}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {t("columns.balance")}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {t("columns.daysLate")}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {t("columns.depositHeld")}
            </th>
            <th scope="col" className={HEAD}>
              {t("columns.endDate")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.leaseRef._id} className="break-inside-avoid border-b border-slate-300 align-top">
              <td className="px-1.5 py-1">
                <span className="block font-semibold">{row.listingRef.propertyName}</span>
                <span className="block">
                  {row.owner.name} · {tenantNames(row) || t("noTenant")}
                </span>
              </td>
              <td className={NUMBER}>{amount(row.rent)}</td>
              <td className={NUMBER}>{amount(row.charged)}</td>
              <td className={NUMBER}>{amount(row.paid)}</td>
              <td className={`${NUMBER} font-semibold`}>{amount(row.balance)}</td>
              <td className={NUMBER}>{row.daysLate > 0 ? row.daysLate : "—"}</td>
              <td className={NUMBER}>{amount(row.depositHeld)}</td>
              <td className="px-1.5 py-1 whitespace-nowrap tabular-nums">
                {row.endDate ? formatDay(row.endDate, language) : t("monthly")}
              </td>
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot className="break-inside-avoid border-t-2 border-slate-900 font-semibold">
            <tr>
              <td className="px-1.5 py-1">{t("total", { count: totals.count })}</td>
              <td className={NUMBER}>{amount(totals.rent)}</td>
              <td className={NUMBER}>{amount(totals.charged)}</td>
              <td className={NUMBER}>{amount(totals.paid)}</td>
              <td className={NUMBER}>{amount(totals.balance)}</td>
              <td className={NUMBER}>{t("lateTotal", { count: totals.late })}</td>
              <td className={NUMBER}>{amount(totals.depositHeld)}</td>
              <td />
            </tr>
          </tfoot>
        )}
      </table>
      {generatedAt && <p className="mt-4 text-[10pt] text-slate-500">{t("paper.generated", { at: generatedAt })}</p>}
    </article>
  );
}
