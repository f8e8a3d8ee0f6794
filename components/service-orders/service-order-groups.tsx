"use client";

import { useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";
import type { ServiceOrderGroup } from "@/lib/domain/enums";
import type { ServiceOrderDto } from "@/lib/schemas/service-order";
import { OrderGrid, ServiceOrderTile } from "./service-order-tile";

/** Orders as tiles in the board's grid. */
export function OrderTiles({ orders }: { orders: ServiceOrderDto[] }) {
  return (
    <OrderGrid>
      {orders.map((order) => (
        <li key={order._id}>
          <ServiceOrderTile order={order} />
        </li>
      ))}
    </OrderGrid>
  );
}

/** One of the board's five groups: its label and full count, then its first orders (and a note when there are more). */
export function OrderGroup({ group, count, orders }: { group: ServiceOrderGroup; count: number; orders: ServiceOrderDto[] }) {
  const t = useTranslations("serviceOrders.list");
  const enums = useTranslations("enums");
  const id = `orders-${group}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 flex items-center gap-2 border-b border-slate-200 pb-1.5 text-sm font-semibold text-brand-700">
        <span className={cx(group === "pastDue" && count > 0 && "text-red-700")}>{enums(`serviceOrderGroup.${group}`)}</span>
        <span
          className={cx(
            "rounded-full px-2 py-px text-xs font-medium tabular-nums ring-1",
            group === "pastDue" && count > 0 ? "bg-red-50 text-red-700 ring-red-100" : "bg-slate-50 text-slate-600 ring-slate-200",
          )}
        >
          {count}
        </span>
      </h2>
      {orders.length === 0 ? (
        <p className="text-sm text-slate-500">{t("noOrders")}</p>
      ) : (
        <>
          <OrderTiles orders={orders} />
          {count > orders.length && <p className="mt-2 text-xs text-slate-500">{t("showingFirst", { shown: orders.length, count })}</p>}
        </>
      )}
    </section>
  );
}

export function OrderGroupSkeletons({ groups = 2 }: { groups?: number }) {
  return (
    <div className="space-y-8" aria-hidden="true">
      {Array.from({ length: groups }, (_, group) => (
        <div key={group}>
          <div className="mb-3 h-5 w-28 animate-pulse rounded bg-slate-200" />
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {[0, 1, 2].map((index) => (
              <li key={index} className="h-[78px] animate-pulse rounded-xl bg-white ring-1 ring-slate-200" />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
