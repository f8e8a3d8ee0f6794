"use client";

import { useTranslations } from "next-intl";
import { SERVICE_ORDER_STATUSES, type ServiceOrderStatus } from "@/lib/domain/enums";

const STATUS_FILTER_OPTIONS = ["ALL", ...SERVICE_ORDER_STATUSES] as const;

/** The page sizes of the order lists (PRODUCT.md#limits: 100 for service order lists). */
export const ORDER_PAGE_SIZES = [100, 200, 500] as const;

/** A status a list's address may hold (`status=PENDING`); ALL is its absence. */
export const isOrderStatus = (value: string): value is ServiceOrderStatus => (SERVICE_ORDER_STATUSES as readonly string[]).includes(value);

/**
 * The status filter dropdown of PRODUCT.md#service-orders (ALL, PENDING, APPROVED, DECLINED, COMPLETED), over the address's
 * `status` ("" = ALL).
 */
export function StatusFilter({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  const t = useTranslations("serviceOrders.list");
  // The options in capitals, as PRODUCT.md#service-orders shows them (PENDING, APPROVED ...), in the screen's language.
  const enums = useTranslations("enums");
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      <span className="font-medium">{t("status")}</span>
      <select
        value={isOrderStatus(value) ? value : "ALL"}
        onChange={(event) => onChange(event.target.value === "ALL" ? "" : event.target.value)}
        className="h-10 rounded-lg border border-slate-300 bg-white pl-3 pr-8 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
      >
        {STATUS_FILTER_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {option === "ALL" ? t("all") : enums(`serviceOrderStatus.${option}`).toLocaleUpperCase()}
          </option>
        ))}
      </select>
    </label>
  );
}
