import type { Prisma } from "@/lib/generated/prisma/client";
import { DUE_DATE_IN_PAST_MESSAGE } from "@/lib/schemas/service-order";
import { isBeforeAgencyToday } from "@/lib/domain/agency-time";
import { env } from "@/server/env";
import { fieldError } from "@/server/errors";

/** PRODUCT.md#service-orders: a due date may not fall before the agency's today (APP_TIME_ZONE). */
export function assertDueDateNotPast(dueAt: Date, now: Date = new Date()): void {
  if (isBeforeAgencyToday(dueAt, now, env().APP_TIME_ZONE)) {
    throw fieldError("UNPROCESSABLE", "serviceDueDateTime", DUE_DATE_IN_PAST_MESSAGE);
  }
}

/** The listing and the provider an order names must exist (422 otherwise, with the field). */
export async function assertReferencesExist(
  tx: Prisma.TransactionClient,
  refs: { listingRef: string; serviceProviderRef: string },
): Promise<void> {
  const [listing, provider] = await Promise.all([
    tx.listing.findUnique({ where: { id: refs.listingRef }, select: { id: true } }),
    tx.serviceProvider.findUnique({ where: { id: refs.serviceProviderRef }, select: { id: true } }),
  ]);
  if (!listing) throw fieldError("UNPROCESSABLE", "listingRef", "The selected listing does not exist.");
  if (!provider) throw fieldError("UNPROCESSABLE", "serviceProviderRef", "The selected service provider does not exist.");
}

/** The order's columns from the API's field names. */
export function orderColumns(fields: {
  name: string;
  listingRef: string;
  serviceProviderRef: string;
  serviceDueDateTime: Date;
  details: string;
  notes: string | null;
}) {
  return {
    name: fields.name,
    listingId: fields.listingRef,
    serviceProviderId: fields.serviceProviderRef,
    dueAt: fields.serviceDueDateTime,
    details: fields.details,
    notes: fields.notes,
  };
}
