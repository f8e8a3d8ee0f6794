"use client";

import { ArrowDownTrayIcon, PrinterIcon } from "@heroicons/react/20/solid";
import { useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/text-field";
import { API_BASE, queryString } from "@/lib/client/api";

function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Last calendar month: what an owner usually asks for. */
function lastMonth(now = new Date()) {
  const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const last = new Date(now.getFullYear(), now.getMonth(), 0);
  return { from: isoDay(first), to: isoDay(last) };
}

/** Choose a period, then open the printable statement or download it as CSV. */
export function StatementPicker({ clientId }: { clientId: string }) {
  const [range, setRange] = useState(lastMonth);
  const valid = Boolean(range.from && range.to && range.from <= range.to);
  const query = queryString({ from: range.from, to: range.to });

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
        <label className="block text-sm font-medium text-slate-700">
          <span className="mb-1.5 block">From</span>
          <input
            type="date"
            value={range.from}
            max={range.to || undefined}
            onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
            className={inputClasses(!valid)}
          />
        </label>
        <label className="block text-sm font-medium text-slate-700">
          <span className="mb-1.5 block">To</span>
          <input
            type="date"
            value={range.to}
            min={range.from || undefined}
            onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
            className={inputClasses(!valid)}
          />
        </label>
      </div>
      {!valid && <p className="text-xs text-red-600">Choose a start date on or before the end date.</p>}
      <div className="flex flex-wrap gap-2">
        <a
          href={valid ? `/accounts/${clientId}/statement${query}` : undefined}
          aria-disabled={!valid}
          className={buttonClasses({ variant: "secondary", size: "sm", className: valid ? "" : "pointer-events-none opacity-50" })}
        >
          <PrinterIcon className="size-4" aria-hidden="true" />
          View statement
        </a>
        <a
          href={
            valid
              ? `${API_BASE}/accounts/${clientId}/statement${queryString({ from: range.from, to: range.to, format: "csv" })}`
              : undefined
          }
          aria-disabled={!valid}
          download
          className={buttonClasses({ variant: "secondary", size: "sm", className: valid ? "" : "pointer-events-none opacity-50" })}
        >
          <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
          Download CSV
        </a>
      </div>
    </div>
  );
}
