import { expect, type APIRequestContext } from "@playwright/test";
import type { LeaseDto, LedgerEntryDto, PaymentResultDto } from "@/lib/schemas/lease";
import { API, tokenHeaders } from "./api";
import { createListingViaApi, listingRefs } from "./listings";
import { createTenantViaApi } from "./tenants";

/** Lease helpers for the API and e2e suites (docs/API.md "Leases"): a rental listing with a lease, payments. */

/** A listing for rent of a new client. */
export async function createRentalListingViaApi(request: APIRequestContext, token: string) {
  return createListingViaApi(request, token, await listingRefs(request, token), {
    status: "for-rent",
    cost: { salePriceInUS: null, rentalPriceInUS: "1250.00", negotiable: false },
  });
}

/** A lease of a new rental listing for a new tenant (`tenant` overrides its body), through POST /leases. */
export async function createLeaseViaApi(
  request: APIRequestContext,
  token: string,
  { tenant = {}, lease = {} }: { tenant?: Record<string, unknown>; lease?: Record<string, unknown> } = {},
) {
  const listing = await createRentalListingViaApi(request, token);
  const person = await createTenantViaApi(request, token, tenant);
  const response = await request.post(`${API}/leases`, {
    headers: tokenHeaders(token),
    data: { listingRef: listing._id, tenants: [{ _id: person._id, primary: true }], rent: "1250.00", dueDay: 1, deposit: "0.00", ...lease },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { lease: LeaseDto; charged: LedgerEntryDto[] };
  return { listing, tenant: person, lease: body.lease, charged: body.charged };
}

export async function postPaymentViaApi(request: APIRequestContext, token: string, leaseId: string, data: Record<string, unknown>) {
  const response = await request.post(`${API}/leases/${leaseId}/payments`, { headers: tokenHeaders(token), data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as PaymentResultDto;
}
