"use client";

import { ArrowDownTrayIcon, ExclamationTriangleIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Spinner } from "@/components/ui/spinner";
import { API_BASE } from "@/lib/client/api";
import type { DateOrder, DuplicateChoice, ImportCheckDto } from "@/lib/schemas/import";

/**
 * Check (the dry run): the summary — new, updated, skipped, with errors —,
 * the file's date order when only the person can tell, what to do with
 * records already in the console, and every row's errors with the download
 * of those rows to fix and import again.
 */
export function ImportCheckStep({
  importId,
  check,
  commitError,
  busy,
  onChoice,
  onBack,
  onImport,
}: {
  importId: string;
  check: ImportCheckDto;
  /** Why the last import failed (nothing was written), shown above the buttons. */
  commitError: string | null;
  busy: boolean;
  onChoice: (choices: { dateOrder?: DateOrder; duplicates?: DuplicateChoice }) => void;
  onBack: () => void;
  onImport: () => void;
}) {
  const t = useTranslations("imports");
  const importable = check.new + check.updated + check.unchanged + check.skipped;
  const counts = [
    { label: t("check.new"), value: check.new, tone: "text-slate-900" },
    { label: t("check.updated"), value: check.updated, tone: "text-slate-900" },
    ...(check.duplicatesChoice === "update" || check.unchanged > 0
      ? [{ label: t("check.unchanged"), value: check.unchanged, tone: "text-slate-900" }]
      : []),
    { label: t("check.skipped"), value: check.skipped, tone: "text-slate-900" },
    { label: t("check.invalid"), value: check.invalid, tone: check.invalid ? "text-red-700" : "text-slate-900" },
  ];

  return (
    <div className="space-y-5">
      <dl className={cx("grid grid-cols-2 gap-3", counts.length > 4 ? "sm:grid-cols-5" : "sm:grid-cols-4")} aria-live="polite">
        {counts.map((count) => (
          <div key={count.label} className="rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{count.label}</dt>
            <dd className={cx("text-2xl font-semibold tabular-nums", count.tone)}>{t("number", { value: count.value })}</dd>
          </div>
        ))}
      </dl>

      {(check.dateOrderNeeded || check.dateOrder) && (
        <Choice
          legend={t("check.dateOrder")}
          name="date-order"
          value={check.dateOrder ?? ""}
          options={[
            { value: "dmy", label: t("check.dmy") },
            { value: "mdy", label: t("check.mdy") },
          ]}
          disabled={busy}
          onChange={(value) => onChoice({ dateOrder: value as DateOrder })}
          note={check.dateOrderNeeded ? t("check.dateOrderNeeded") : undefined}
        />
      )}
      {(check.duplicates > 0 || check.duplicatesChoice === "update") && (
        <Choice
          legend={t("check.duplicates", { count: check.duplicates })}
          name="duplicates"
          value={check.duplicatesChoice}
          options={[
            { value: "skip", label: t("check.skip") },
            { value: "update", label: t("check.update") },
          ]}
          disabled={busy}
          onChange={(value) => onChoice({ duplicates: value as DuplicateChoice })}
        />
      )}

      {check.errorCount > 0 && (
        <div className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="import-errors-title" className="text-sm font-semibold text-slate-900">
              {t("check.errors")}
              {check.errorCount > check.errors.length && (
                <span className="font-normal text-slate-500">
                  {" "}
                  {t("check.firstOf", { shown: check.errors.length, total: check.errorCount })}
                </span>
              )}
            </h3>
            <a
              href={`${API_BASE}/imports/${importId}/errors.csv`}
              download
              className="inline-flex h-10 items-center gap-1.5 rounded-lg bg-white px-3 text-xs sm:h-8 font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
              {t("check.download")}
            </a>
          </div>
          <div
            className="max-h-96 overflow-auto rounded-lg ring-1 ring-slate-200"
            role="region"
            aria-label={t("check.errors")}
            tabIndex={0}
          >
            <table className="w-full text-sm">
              <thead className="sticky top-0 border-b border-slate-200 bg-slate-50">
                <tr>
                  <th
                    scope="col"
                    className="px-3 py-2 text-right text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase first:pl-5"
                  >
                    {t("check.row")}
                  </th>
                  <th
                    scope="col"
                    className="px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase"
                  >
                    {t("check.name")}
                  </th>
                  <th
                    scope="col"
                    className="hidden px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase sm:table-cell"
                  >
                    {t("check.column")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase last:pr-5">
                    {t("check.error")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {check.errors.map((error, index) => (
                  <tr key={index}>
                    <td className="px-3 py-1.5 text-right text-slate-700 tabular-nums first:pl-5">{error.row}</td>
                    <td className="max-w-28 truncate px-3 py-1.5 text-slate-900 sm:max-w-48" title={error.name ?? undefined}>
                      {error.name ?? "—"}
                    </td>
                    <td className="hidden max-w-40 truncate px-3 py-1.5 text-slate-700 sm:table-cell" title={error.column ?? undefined}>
                      {error.column ?? "—"}
                    </td>
                    <td className="bg-red-50 px-3 py-1.5 text-red-800 last:pr-5">
                      {/* On a phone the column shows with the message (its own column is hidden to leave the message room). */}
                      {error.column && <span className="font-medium sm:hidden">{error.column}: </span>}
                      {error.message}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}

      {commitError && (
        <p
          className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-600/25 ring-inset"
          role="alert"
        >
          <ExclamationTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{t("check.commitError", { reason: commitError })}</span>
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {busy && <Spinner diameter={16} label={t("check.checking")} />}
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t("check.back")}
        </Button>
        <Button onClick={onImport} disabled={busy || importable === 0}>
          {t("check.import", { count: check.new + check.updated })}
        </Button>
      </div>
    </div>
  );
}

function Choice({
  legend,
  name,
  value,
  options,
  disabled,
  onChange,
  note,
}: {
  legend: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  disabled: boolean;
  onChange: (value: string) => void;
  note?: string;
}) {
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      {note && <p className="text-xs text-amber-800">{note}</p>}
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2 text-sm text-slate-700 sm:min-h-0">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
