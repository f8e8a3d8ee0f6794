import { SERVICE_ORDER_STATUSES } from "@/lib/domain/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import { SERVICE_ORDER_STATUS_LABELS } from "@/lib/domain/enums";
import { pastDueWhere } from "@/server/service-orders/past-due";
import type { EntitySearch, SearchField } from "../field";
import { agencyDayWhere, compareWhere, inWhere, textWhere } from "../prisma-conditions";
import { enumField, LISTING_LOOKUP, PROVIDER_LOOKUP, recordField } from "./lookups";
import { columnSorts, timestampFields } from "./columns";
import { ownDocumentCategoryField } from "./documents";

type W = Prisma.ServiceOrderWhereInput;
type O = Prisma.ServiceOrderOrderByWithRelationInput;

/** Past due as the list's groups define it (server/service-orders/past-due.ts), at the request's instant. */
function pastDueCriterion(_operator: "eq", value: boolean, now: Date): W {
  return value ? pastDueWhere(now) : { NOT: pastDueWhere(now) };
}

const fields: SearchField<W>[] = [
  { name: "orderNumber", title: "Order number", type: "number", integer: true, where: compareWhere<W>(["orderNumber"]) },
  { name: "name", title: "Name", type: "string", where: textWhere<W>(["name"]) },
  enumField("status", "Status", SERVICE_ORDER_STATUSES, SERVICE_ORDER_STATUS_LABELS, inWhere<W>(["status"])),
  { name: "pastDue", title: "Past due", type: "boolean", where: pastDueCriterion },
  recordField("listingRef", "Listing", LISTING_LOOKUP, inWhere<W>(["listingId"])),
  recordField("serviceProviderRef", "Service provider", PROVIDER_LOOKUP, inWhere<W>(["serviceProviderId"])),
  { name: "serviceDueDateTime", title: "Due date", type: "date", dateTime: true, where: agencyDayWhere<W>(["dueAt"]) },
  { name: "details", title: "Details", type: "string", where: textWhere<W>(["details"]) },
  { name: "notes", title: "Notes", type: "string", where: textWhere<W>(["notes"], { nullable: true }) },
  { name: "created_by.name", title: "Created by", type: "string", where: textWhere<W>(["createdByName"]) },
  ...timestampFields<W>(),
  ownDocumentCategoryField<W>(),
];

const { id, by } = columnSorts<O>();

export const serviceOrderSearch: EntitySearch<W, O> = {
  label: "Service orders",
  fields,
  sorts: {
    orderNumber: by("orderNumber"),
    name: by("name"),
    status: by("status"),
    serviceDueDateTime: (order) => [{ dueAt: order }, { orderNumber: order }],
    "listing.propertyName": (order) => [{ listing: { propertyNameOrder: order } }, id],
    "serviceProvider.name": (order) => [{ serviceProvider: { nameOrder: order } }, id],
    "created_by.name": by("createdByName"),
    createdAt: by("createdAt"),
    updatedAt: by("updatedAt"),
  },
};

/** GET /services/orders without `sort`: by due date, then order number (the groups use it too). */
export const SERVICE_ORDER_DEFAULT_SORT = { name: "serviceDueDateTime", orderBy: serviceOrderSearch.sorts.serviceDueDateTime!("asc") };
