import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";
import type { Agency } from "@/lib/domain/agency";
import { formatUsd, formatUsdSigned } from "@/lib/domain/money";
import { formatDate } from "@/lib/i18n/formats";
import { intlLocale } from "@/lib/i18n/languages";
import { useLanguage } from "@/lib/i18n/use-language";
import type { StatementDto } from "@/lib/schemas/statement";
import { balanceTone, calendarDay } from "./ledger-format";
import { StatementLetterhead } from "./statement-letterhead";
import { StatementListings } from "./statement-listings";
import { StatementPages } from "./statement-pages";
import { StatementTable } from "./statement-table";

function Figure({ label, children, tone, testId }: { label: string; children: ReactNode; tone: string; testId?: string }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 print:text-slate-700">{label}</dt>
      <dd className={cx("mt-0.5 text-base font-semibold tabular-nums", tone)} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The owner statement as a document (DESIGN.md §6), in the order of the
 * printed page: letterhead; "OWNER STATEMENT" and the statement date; the
 * addressee where a window envelope shows it; the period and currency; the
 * four figures; the period by listing; the entries; when and in which zone it was generated.
 */
export function StatementDocument({ statement, agency }: { statement: StatementDto; agency: Agency }) {
  const t = useTranslations("statement");
  const words = useTranslations("accounts");
  const language = useLanguage();
  const { client } = statement;
  const generated = new Date(statement.generatedAt);
  const statementDate = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "medium", timeZone: statement.timeZone }).format(
    generated,
  );
  const generatedAt =
    language === "en"
      ? new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: statement.timeZone }).format(generated)
      : formatDate(generated, statement.timeZone, language, "dayYearTime");
  const strong = (chunks: ReactNode) => <span className="font-medium text-slate-900">{chunks}</span>;

  return (
    <article
      id="statement"
      className="mx-auto max-w-4xl rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-10 print:max-w-[180mm] print:rounded-none print:p-0 print:text-slate-900 print:shadow-none print:ring-0"
    >
      <StatementLetterhead agency={agency} />

      <div className="mt-6 flex flex-wrap items-baseline print:mt-3 justify-between gap-x-6 gap-y-1">
        <h1 className="text-2xl font-semibold uppercase tracking-tight text-slate-900">{t("title")}</h1>
        <p className="text-sm text-slate-600 print:text-slate-900">{words.rich("statement.date", { date: statementDate, strong })}</p>
      </div>

      <address className="mt-6 text-sm print:mt-2 not-italic leading-6 text-slate-900" data-testid="statement-addressee">
        <span className="block font-semibold">{client.name}</span>
        {client.contactName !== client.name && <span className="block">{t("attention", { name: client.contactName })}</span>}
        <span className="block whitespace-pre-line">{client.contactMailingAddress}</span>
      </address>

      <p className="mt-6 text-sm text-slate-600 print:text-slate-900" data-testid="statement-period">
        {words.rich("statement.periodLine", {
          from: calendarDay(statement.from, "long", language),
          to: calendarDay(statement.to, "long", language),
          strong,
        })}
      </p>

      <dl className="mt-4 grid break-inside-avoid grid-cols-2 gap-4 rounded-lg bg-slate-50 p-4 sm:grid-cols-4 print:grid-cols-4 print:bg-white print:ring-1 print:ring-slate-300">
        <Figure label={t("figures.openingBalance")} tone={balanceTone(statement.openingBalance)} testId="statement-opening">
          {formatUsd(statement.openingBalance)}
        </Figure>
        <Figure label={t("figures.credits")} tone="text-emerald-700" testId="statement-credits">
          {formatUsdSigned(statement.totalCredits)}
        </Figure>
        <Figure label={t("figures.debits")} tone="text-red-700" testId="statement-debits">
          {formatUsdSigned(`-${statement.totalDebits}`)}
        </Figure>
        <Figure label={t("figures.closingBalance")} tone={balanceTone(statement.closingBalance)} testId="statement-closing">
          {formatUsd(statement.closingBalance)}
        </Figure>
      </dl>

      <StatementListings listings={statement.listings} />

      <div className="mt-8">
        <StatementTable statement={statement} />
        <StatementPages statement={statement} />
      </div>

      <p className="mt-8 text-xs text-slate-500 print:mt-4">{t("generated", { date: generatedAt, timeZone: statement.timeZone })}</p>
    </article>
  );
}
