"use client";

import { SERVICE_ORDER_STATUSES, type ServiceOrderStatus } from "@/lib/domain/enums";

export type StatusFilterValue = "ALL" | ServiceOrderStatus;
export const STATUS_FILTER_OPTIONS: readonly StatusFilterValue[] = ["ALL", ...SERVICE_ORDER_STATUSES];

/** The status filter dropdown of SPEC §2 (ALL, PENDING, APPROVED, DECLINED, COMPLETED). */
export function StatusFilter({ value, onChange }: { value: StatusFilterValue; onChange: (value: StatusFilterValue) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      <span className="font-medium">Status</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as StatusFilterValue)}
        className="h-10 rounded-lg border border-slate-300 bg-white pl-3 pr-8 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
      >
        {STATUS_FILTER_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
}
