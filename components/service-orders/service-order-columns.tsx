import type { DataColumn } from "@/components/ui/data-column";
import type { ListSort } from "@/lib/schemas/search";
import { OrderStatusChip } from "@/components/ui/status-chip";
import { formatInZone, zoneAbbreviation } from "@/lib/domain/agency-time";
import type { ServiceOrderDto } from "@/lib/schemas/service-order";

/** 'Nov 21, 2026 2:30 PM AST' on the agency's clock. */
function dueText(order: ServiceOrderDto, timeZone: string): string {
  const iso = order.serviceDueDateTime;
  return `${formatInZone(iso, timeZone, "MMM d, y h:mm a")} ${zoneAbbreviation(iso, timeZone)}`;
}

/** The service orders table: what, for whom, by whom, when, and where it stands (kept on phones). */
export function serviceOrderColumns(timeZone: string): DataColumn<ServiceOrderDto, ListSort<"service-orders">>[] {
  return [
    { id: "name", header: "Order", sort: "name", render: (order) => order.name },
    {
      id: "number",
      header: "#",
      sort: "orderNumber",
      priority: 2,
      render: (order) => <span className="tabular-nums">#{order.orderNumber}</span>,
      text: (order) => `#${order.orderNumber}`,
    },
    {
      id: "provider",
      header: "Provider",
      sort: "serviceProvider.name",
      priority: 2,
      fill: true,
      text: (order) => order.serviceProvider.name,
    },
    {
      id: "listing",
      header: "Listing",
      sort: "listing.propertyName",
      priority: 3,
      text: (order) => order.listing.propertyName,
    },
    {
      id: "due",
      header: "Due",
      sort: "serviceDueDateTime",
      priority: 2,
      render: (order) => <span className="whitespace-nowrap tabular-nums">{dueText(order, timeZone)}</span>,
      text: (order) => dueText(order, timeZone),
    },
    {
      id: "status",
      header: "Status",
      sort: "status",
      render: (order) => <OrderStatusChip status={order.status} pastDue={order.pastDue} />,
    },
  ];
}
