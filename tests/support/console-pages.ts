import type { APIRequestContext } from "@playwright/test";
import { createRecordSet, statementPeriod, type RecordSet, type RecordTexts } from "./security";
import { createTenantViaApi, insertLeaseInDatabase } from "./tenants";

/** A record set with a tenant and their lease besides (tests/support/tenants.ts makes them). */
export type RecordSetWithLease = RecordSet & { tenantId: string; leaseId: string };

/** A record set (security.ts) and a tenant, given `tenant`'s fields, renting its listing since February 2025. */
export async function createRecordSetWithLease(
  request: APIRequestContext,
  token: string,
  texts: RecordTexts,
  tenant: Record<string, unknown> = {},
): Promise<RecordSetWithLease> {
  const set = await createRecordSet(request, token, texts);
  const { _id: tenantId } = await createTenantViaApi(request, token, tenant);
  const leaseId = await insertLeaseInDatabase({ listingId: set.listingId, tenantId, balance: "450.50", startDate: "2025-02-01" });
  return { ...set, tenantId, leaseId };
}

/**
 * Every page of the console a role may open — each list, record page and form (new and edit) — for the records of a
 * set: the walks that hold for all pages (accessibility.spec.ts with the CSP, the Spanish screens) read this one list.
 */
export function consolePages(records: RecordSetWithLease, role: "admin" | "specialist"): string[] {
  const { from, to } = statementPeriod();
  const both = [
    "/dashboard",
    "/clients",
    `/clients/view/${records.clientId}`,
    "/clients/client-details",
    `/clients/client-details/${records.clientId}`,
    "/listings",
    `/listings/view/${records.listingId}`,
    "/listings/listing-details",
    `/listings/listing-details/${records.listingId}`,
    `/listings/details/${records.clientId}`,
    "/service-providers",
    `/service-providers/view/${records.providerId}`,
    "/service-providers/service-provider-details",
    `/service-providers/service-provider-details/${records.providerId}`,
    "/service-orders",
    `/service-orders/view/${records.orderId}`,
    `/service-orders/service-order-details?listing=${records.listingId}`,
    `/service-orders/service-order-details/${records.orderId}`,
    "/reminders",
    `/reminders/view/${records.reminderId}`,
    `/reminders/reminder-details?listing=${records.listingId}`,
    `/reminders/reminder-details/${records.reminderId}`,
    "/calendar",
    "/calendar?view=week",
    "/accounts",
    `/accounts/view/${records.clientId}`,
    `/accounts/${records.clientId}/statement?from=${from}&to=${to}`,
    "/tenants",
    `/tenants/view/${records.tenantId}`,
    "/tenants/tenant-details",
    `/tenants/tenant-details/${records.tenantId}`,
    `/leases/view/${records.leaseId}`,
    `/leases/lease-details/${records.leaseId}`,
    "/rent-roll",
    "/documents/expiring",
    "/outbox",
    "/profile",
    "/no-such-page",
    "/clients/view/00000000-0000-4000-8000-000000000000",
  ];
  if (role === "specialist") return both;
  return [
    ...both,
    "/users",
    `/users/view/${records.userId}`,
    "/users/user-details",
    `/users/user-details/${records.userId}`,
    "/activity",
    "/imports",
    "/reports/deposits",
    "/reports/agency-fees",
    "/settings/rent",
    "/settings/security",
  ];
}
