"use client";

import { ChevronRightIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import { useLanguage } from "@/lib/i18n/use-language";
import type { ReactNode } from "react";
import { useAgencyTimeZone } from "@/components/shell/agency-time-zone";
import { cx } from "@/components/ui/cx";
import { OrderStatusChip } from "@/components/ui/status-chip";
import type { ServiceOrderDto } from "@/lib/schemas/service-order";
import { orderTileDate } from "./format";

/** A service order tile: the due day, short month and 12-hour time (agency time), name, listing, provider and status. */
export function ServiceOrderTile({ order, showProvider = true }: { order: ServiceOrderDto; showProvider?: boolean }) {
  const due = orderTileDate(order.serviceDueDateTime, useAgencyTimeZone(), useLanguage());
  return (
    <Link
      href={`/service-orders/view/${order._id}`}
      prefetch={false}
      className="group flex items-center gap-4 rounded-xl bg-white p-3 pr-4 shadow-xs ring-1 ring-slate-200 transition hover:shadow-sm hover:ring-brand-300"
    >
      <div
        className={cx(
          "flex w-14 shrink-0 flex-col items-center rounded-lg py-1.5 ring-1",
          order.pastDue ? "bg-red-50 text-red-700 ring-red-100" : "bg-brand-50 text-brand-700 ring-brand-100",
        )}
      >
        <span className="text-lg font-semibold leading-tight tabular-nums">{due.day}</span>
        <span className="text-xs font-medium uppercase tracking-wide">{due.month}</span>
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-slate-900">{order.name}</p>
        <p className="truncate text-xs text-slate-500">
          #{order.orderNumber} · {order.listing.propertyName}
          {showProvider ? ` · ${order.serviceProvider.name}` : ""}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
          <span className="whitespace-nowrap tabular-nums">{due.time}</span>
          <OrderStatusChip status={order.status} pastDue={order.pastDue} />
        </p>
      </div>
      <ChevronRightIcon className="size-5 shrink-0 text-slate-300 group-hover:text-brand-500" aria-hidden="true" />
    </Link>
  );
}

/** Tiles in one to three columns; `grid-cols-1` (minmax(0, 1fr)) keeps long names truncating on phones. */
export function OrderGrid({ children }: { children: ReactNode }) {
  return <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">{children}</ul>;
}
