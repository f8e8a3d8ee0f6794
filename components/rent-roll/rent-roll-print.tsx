import { StatementLetterhead } from "@/components/accounts/statement-letterhead";
import type { Agency } from "@/lib/domain/agency";
import { formatUsd } from "@/lib/domain/money";
import { monthLabel } from "@/lib/domain/rent";
import type { RentRollRow, RentRollTotals } from "@/lib/schemas/rent-roll";
import { formatDay } from "./rent-roll-columns";

/** The most leases a printed rent roll lists (about 100 sheets); past it the print says so and points to the CSV. */
export const PRINT_MAX_ROWS = 5_000;

/** An amount without the dollar sign: the page says "Amounts in US dollars" once, and the columns stay narrow. */
const amount = (value: string) => formatUsd(value).replace("$", "");

const tenantNames = (row: RentRollRow) => row.tenants.map((tenant) => tenant.name).join(", ") || "No tenant";

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
  const count = totals?.count ?? rows.length;
  return (
    <article className="hidden max-w-[180mm] text-[10pt] text-slate-900 print:block" data-testid="rent-roll-print">
      <StatementLetterhead agency={agency} />
      <div className="mt-4 flex items-baseline justify-between gap-6">
        <h1 className="text-2xl font-semibold tracking-tight uppercase">Rent roll</h1>
        <p className="text-[11pt] font-medium">{monthLabel(month)}</p>
      </div>
      <p className="mt-2">
        {selection} · {count.toLocaleString("en-US")} lease{count === 1 ? "" : "s"} · Amounts in US dollars
      </p>
      {(!complete || rows.length < count) && (
        <p className="mt-2 font-medium" role="note">
          {complete
            ? `This print lists the first ${rows.length.toLocaleString("en-US")} of the ${count.toLocaleString("en-US")} leases (at most ${PRINT_MAX_ROWS.toLocaleString("en-US")}); Export CSV has every lease.`
            : `This print lists the screen's page only (${rows.length.toLocaleString("en-US")} of ${count.toLocaleString("en-US")} leases): the Print button above the rent roll prints every lease.`}
        </p>
      )}
      <table className="mt-4 w-full border-collapse">
        <thead className="[display:table-header-group]">
          <tr className="border-b border-slate-900 text-[9pt] uppercase">
            <th scope="col" className={HEAD}>
              Listing · owner · tenants
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Rent
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Charged
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Paid
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Balance
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Days late
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Deposit held
            </th>
            <th scope="col" className={HEAD}>
              Lease end
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.leaseRef._id} className="break-inside-avoid border-b border-slate-300 align-top">
              <td className="px-1.5 py-1">
                <span className="block font-semibold">{row.listingRef.propertyName}</span>
                <span className="block">
                  {row.owner.name} · {tenantNames(row)}
                </span>
              </td>
              <td className={NUMBER}>{amount(row.rent)}</td>
              <td className={NUMBER}>{amount(row.charged)}</td>
              <td className={NUMBER}>{amount(row.paid)}</td>
              <td className={`${NUMBER} font-semibold`}>{amount(row.balance)}</td>
              <td className={NUMBER}>{row.daysLate > 0 ? row.daysLate : "—"}</td>
              <td className={NUMBER}>{amount(row.depositHeld)}</td>
              <td className="px-1.5 py-1 whitespace-nowrap tabular-nums">{row.endDate ? formatDay(row.endDate) : "Monthly"}</td>
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot className="break-inside-avoid border-t-2 border-slate-900 font-semibold">
            <tr>
              <td className="px-1.5 py-1">
                Total · {totals.count.toLocaleString("en-US")} lease{totals.count === 1 ? "" : "s"}
              </td>
              <td className={NUMBER}>{amount(totals.rent)}</td>
              <td className={NUMBER}>{amount(totals.charged)}</td>
              <td className={NUMBER}>{amount(totals.paid)}</td>
              <td className={NUMBER}>{amount(totals.balance)}</td>
              <td className={NUMBER}>{totals.late.toLocaleString("en-US")} late</td>
              <td className={NUMBER}>{amount(totals.depositHeld)}</td>
              <td />
            </tr>
          </tfoot>
        )}
      </table>
      {generatedAt && <p className="mt-4 text-[10pt] text-slate-500">Generated {generatedAt}</p>}
    </article>
  );
}
