import { expect, type APIRequestContext } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { withTestDatabase } from "./test-database";
import { API, tokenHeaders } from "./api";
import { createListingViaApi, listingRefs } from "./listings";

/**
 * Service provider and service order helpers for the API and e2e suites:
 * valid bodies with unique values, records made through the API, and (for
 * overdue orders, which the API rightly refuses to create) a direct write of
 * an order's due date into the run's throwaway database.
 */
export function providerBody(overrides: Record<string, unknown> = {}) {
  const tag = randomBytes(4).toString("hex");
  return {
    name: `Provider ${tag}`,
    contactFirstName: "Desmond",
    contactLastName: "Joseph",
    contactPrimaryNumber: "+1 758 555 0177",
    contactSecondaryNumber: "",
    contactEmailAddress: `works.${tag}@example.lc`,
    contactWebsiteURL: "",
    contactMailingAddress: "4 Jeremie Street, Castries, St. Lucia",
    ...overrides,
  };
}

export type Provider = { _id: string; name: string; totalServiceOrders: number } & Record<string, unknown>;

export async function createProviderViaApi(
  request: APIRequestContext,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Provider> {
  const response = await request.post(`${API}/services/providers/register`, {
    data: providerBody(overrides),
    headers: tokenHeaders(token),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Provider;
}

/** Noon of the day `days` from now, as ISO text (well clear of the agency's midnight). */
export function dueInDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(16, 0, 0, 0);
  return date.toISOString();
}

export function orderBody(refs: { listingRef: string; serviceProviderRef: string }, overrides: Record<string, unknown> = {}) {
  return {
    ...refs,
    name: `Order ${randomBytes(4).toString("hex")}`,
    serviceDueDateTime: dueInDays(2),
    details: "Service the air-conditioning units in all bedrooms.",
    notes: "Gate code 4412.",
    ...overrides,
  };
}

/** A fresh listing (with its client) and a fresh provider, ready to be named by orders. */
export async function orderRefs(request: APIRequestContext, token: string) {
  const refs = await listingRefs(request, token);
  const listing = await createListingViaApi(request, token, refs);
  const provider = await createProviderViaApi(request, token);
  return { listingRef: listing._id, serviceProviderRef: provider._id, listing, provider };
}

export type Order = {
  _id: string;
  orderNumber: number;
  name: string;
  status: string;
  serviceDueDateTime: string;
  pastDue: boolean;
  created_by: { _id: string | null; name: string };
} & Record<string, unknown>;

export async function createOrderViaApi(
  request: APIRequestContext,
  token: string,
  refs: { listingRef: string; serviceProviderRef: string },
  overrides: Record<string, unknown> = {},
): Promise<Order> {
  const response = await request.post(`${API}/services/orders/register`, {
    data: orderBody(refs, overrides),
    headers: tokenHeaders(token),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Order;
}

export async function setOrderStatusViaApi(request: APIRequestContext, token: string, id: string, status: string): Promise<Order> {
  const response = await request.put(`${API}/services/orders/update/status/${id}/${status}`, { headers: tokenHeaders(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Order;
}

/** Moves an order's due date behind the API's back (the API refuses past due dates, as it should). */
export async function setOrderDueAt(id: string, dueAt: Date): Promise<void> {
  const { rowCount } = await withTestDatabase((client) => client.query(`UPDATE service_orders SET due_at = $2 WHERE id = $1`, [id, dueAt]));
  if (rowCount !== 1) throw new Error(`No service order ${id}`);
}

/** The audit entries of one record, oldest first: [action, actor name]. */
export async function auditTrail(entityId: string): Promise<{ action: string; actorName: string; entityType: string }[]> {
  const { rows } = await withTestDatabase((client) =>
    client.query<{ action: string; actorName: string; entityType: string }>(
      `SELECT action, actor_name AS "actorName", entity_type AS "entityType" FROM audit_log WHERE entity_id = $1 ORDER BY at, id`,
      [entityId],
    ),
  );
  return rows;
}
