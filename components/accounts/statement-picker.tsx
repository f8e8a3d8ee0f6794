"use client";

import { ArrowDownTrayIcon, DocumentTextIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/text-field";
import { API_BASE } from "@/lib/client/api";
import { queryString } from "@/lib/query-string";
import { periodIncluding } from "@/lib/domain/calendar";
import { usePostedEntry } from "./posted-entry";

/**
 * Choose a period, then open the printable statement or download it as CSV.
 * Starts on last calendar month of the agency's day (given by the server, so
 * it does not depend on the browser's zone). The date fields wrap onto their
 * own lines rather than cut the year on narrow screens. After an entry is
 * posted on the page, the period moves to one that contains it.
 */
export function StatementPicker({
  clientId,
  defaultPeriod,
  today,
}: {
  clientId: string;
  defaultPeriod: { from: string; to: string };
  /** The agency's today (yyyy-MM-dd): a moved period ends no later. */
  today: string;
}) {
  const t = useTranslations("accounts");
  const [range, setRange] = useState(defaultPeriod);
  const posted = usePostedEntry().day;
  const [followed, setFollowed] = useState<string | null>(null);
  if (posted && posted !== followed) {
    setFollowed(posted);
    setRange((current) => periodIncluding(current, posted, today));
  }
  const valid = Boolean(range.from && range.to && range.from <= range.to);
  const disabled = valid ? "" : "pointer-events-none opacity-50";

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <label className="block min-w-40 flex-1 text-sm font-medium text-slate-700">
          <span className="mb-1.5 block">{t("statement.from")}</span>
          <input
            type="date"
            value={range.from}
            max={range.to || undefined}
            onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
            aria-invalid={!valid}
            aria-describedby={valid ? undefined : "statement-period-problem"}
            className={inputClasses(!valid)}
          />
        </label>
        <label className="block min-w-40 flex-1 text-sm font-medium text-slate-700">
          <span className="mb-1.5 block">{t("statement.to")}</span>
          <input
            type="date"
            value={range.to}
            min={range.from || undefined}
            onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
            aria-invalid={!valid}
            aria-describedby={valid ? undefined : "statement-period-problem"}
            className={inputClasses(!valid)}
          />
        </label>
      </div>
      {!valid && (
        <p id="statement-period-problem" className="text-xs text-red-700">
          {t("statement.startBeforeEnd")}
        </p>
      )}
      {valid && followed && range.from <= followed && followed <= range.to && (
        <p className="text-xs text-slate-500">{t("statement.includesPosted")}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <a
          href={valid ? `/accounts/${clientId}/statement${queryString(range)}` : undefined}
          aria-disabled={!valid}
          className={buttonClasses({ variant: "secondary", size: "sm", className: disabled })}
        >
          <DocumentTextIcon className="size-4" aria-hidden="true" />
          {t("statement.view")}
        </a>
        <a
          href={valid ? `${API_BASE}/accounts/${clientId}/statement${queryString({ ...range, format: "csv" })}` : undefined}
          aria-disabled={!valid}
          download
          className={buttonClasses({ variant: "secondary", size: "sm", className: disabled })}
        >
          <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
          {t("statement.downloadCsv")}
        </a>
      </div>
    </div>
  );
}
