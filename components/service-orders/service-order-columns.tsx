import type { DataColumn } from "@/components/ui/data-column";
import type { ListSort } from "@/lib/schemas/search";
import { OrderStatusChip } from "@/components/ui/status-chip";
import { zoneAbbreviation } from "@/lib/domain/agency-time";
import { formatDate } from "@/lib/i18n/formats";
import type { Language } from "@/lib/i18n/languages";
import type { ServiceOrderDto } from "@/lib/schemas/service-order";

/** 'Nov 21, 2026 2:30 PM AST' on the agency's clock. */
function dueText(order: ServiceOrderDto, timeZone: string, language: Language): string {
  const iso = order.serviceDueDateTime;
  return `${formatDate(iso, timeZone, language, "dayYearTimeSpaced")} ${zoneAbbreviation(iso, timeZone)}`;
}

/** The table's headers in the screen's language (messages `serviceOrders.columns`). */
export type OrderColumnHeaders = Record<"name" | "number" | "provider" | "listing" | "due" | "status", string>;

/** The service orders table: what, for whom, by whom, when, and where it stands (kept on phones). */
export function serviceOrderColumns(
  timeZone: string,
  language: Language,
  headers: OrderColumnHeaders,
): DataColumn<ServiceOrderDto, ListSort<"service-orders">>[] {
  return [
    { id: "name", header: headers.name, sort: "name", render: (order) => order.name },
    {
      id: "number",
      header: headers.number,
      sort: "orderNumber",
      priority: 2,
      render: (order) => <span className="tabular-nums">#{order.orderNumber}</span>,
      text: (order) => `#${order.orderNumber}`,
    },
    {
      id: "provider",
      header: headers.provider,
      sort: "serviceProvider.name",
      priority: 2,
      fill: true,
      text: (order) => order.serviceProvider.name,
    },
    {
      id: "listing",
      header: headers.listing,
      sort: "listing.propertyName",
      priority: 3,
      text: (order) => order.listing.propertyName,
    },
    {
      id: "due",
      header: headers.due,
      sort: "serviceDueDateTime",
      priority: 2,
      render: (order) => <span className="whitespace-nowrap tabular-nums">{dueText(order, timeZone, language)}</span>,
      text: (order) => dueText(order, timeZone, language),
    },
    {
      id: "status",
      header: headers.status,
      sort: "status",
      render: (order) => <OrderStatusChip status={order.status} pastDue={order.pastDue} />,
    },
  ];
}
