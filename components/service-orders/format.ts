import type { ServiceOrderStatus } from "@/lib/domain/enums";

/** Dates as SPEC §9 shows them: en-US, 12-hour times, in the browser's time zone. */
export function orderTileDate(iso: string): { day: string; month: string; time: string } {
  const date = new Date(iso);
  return {
    day: String(date.getDate()),
    month: date.toLocaleString("en-US", { month: "short" }),
    time: date.toLocaleString("en-US", { hour: "numeric", minute: "2-digit", hour12: true }),
  };
}

/** The view's "medium" date and time, e.g. 'Nov 21, 2026, 2:30:00 PM'. */
export function mediumDateTime(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "medium" });
}

export const STATUS_BADGE: Record<ServiceOrderStatus, string> = {
  PENDING: "bg-amber-50 text-amber-800 ring-amber-200",
  APPROVED: "bg-sky-50 text-sky-800 ring-sky-200",
  DECLINED: "bg-slate-100 text-slate-700 ring-slate-200",
  COMPLETED: "bg-emerald-50 text-emerald-800 ring-emerald-200",
};
