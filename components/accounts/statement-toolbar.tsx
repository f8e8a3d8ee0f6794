import { ArrowDownTrayIcon, ArrowLeftIcon } from "@heroicons/react/20/solid";
import Form from "next/form";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/text-field";
import { EmailStatementButton } from "./email-statement-button";
import { PrintButton } from "./print-button";

/**
 * Above the statement, never on paper: back to the account, the period (a
 * GET form, so it works before any script loads), the CSV, the PDF, E-mail to owner and Print.
 */
export function StatementToolbar({
  clientId,
  from,
  to,
  printable,
  email = null,
}: {
  clientId: string;
  /** The owner's contact e-mail and the period in words, for "E-mail to owner" (absent: no button). */
  email?: { address: string; periodLabel: string } | null;
  from: string;
  to: string;
  /** A statement is shown: offer the CSV and Print. */
  printable: boolean;
}) {
  const t = useTranslations("accounts");
  const csvHref = `/api/v1/accounts/${clientId}/statement?${new URLSearchParams({ from, to, format: "csv" })}`;
  const pdfHref = `/api/v1/accounts/${clientId}/statement?${new URLSearchParams({ from, to, format: "pdf" })}`;
  return (
    <div className="mx-auto mb-6 flex max-w-4xl flex-col gap-4 print:hidden">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link href={`/accounts/view/${clientId}`} className={buttonClasses({ variant: "ghost", size: "sm", className: "-ml-3" })}>
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          {t("statement.back")}
        </Link>
        {printable && (
          <div className="flex flex-wrap gap-2">
            <a href={csvHref} download className={buttonClasses({ variant: "secondary" })}>
              <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
              {t("statement.downloadCsv")}
            </a>
            <a href={pdfHref} download className={buttonClasses({ variant: "secondary" })}>
              <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
              {t("statement.downloadPdf")}
            </a>
            {email && (
              <EmailStatementButton clientId={clientId} from={from} to={to} address={email.address} periodLabel={email.periodLabel} />
            )}
            <PrintButton />
          </div>
        )}
      </div>
      {/* Keyed by the period, so its fields show the new dates after a client-side navigation. */}
      <Form
        key={`${from}/${to}`}
        action={`/accounts/${clientId}/statement`}
        className="flex flex-wrap items-end gap-3"
        aria-label={t("statement.period")}
      >
        <label className="block min-w-40 flex-1 text-sm font-medium text-slate-700 sm:max-w-48">
          <span className="mb-1.5 block">{t("statement.from")}</span>
          <input type="date" name="from" defaultValue={from} required className={inputClasses(false)} />
        </label>
        <label className="block min-w-40 flex-1 text-sm font-medium text-slate-700 sm:max-w-48">
          <span className="mb-1.5 block">{t("statement.to")}</span>
          <input type="date" name="to" defaultValue={to} required className={inputClasses(false)} />
        </label>
        <button type="submit" className={buttonClasses({ variant: "secondary" })}>
          {t("statement.show")}
        </button>
      </Form>
    </div>
  );
}
