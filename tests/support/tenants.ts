import { expect, type APIRequestContext } from "@playwright/test";
import { randomBytes } from "node:crypto";
import type { TenantDto } from "@/lib/schemas/tenant";
import { API, tokenHeaders } from "./api";
import { withTestDatabase } from "./test-database";

/** Tenant helpers for the API and e2e suites: a valid body, a tenant made through the API, a lease naming one. */
export function tenantBody(overrides: Record<string, unknown> = {}) {
  const tag = randomBytes(4).toString("hex");
  return {
    firstName: "Maribel",
    lastName: `Joseph ${tag}`,
    companyName: null,
    email: `tenant.${tag}@example.lc`,
    phone: "+1 758 555 0177",
    secondaryPhone: null,
    mailingAddress: "PO Box 12, Castries, St. Lucia",
    notes: null,
    ...overrides,
  };
}

export async function createTenantViaApi(request: APIRequestContext, token: string, overrides: Record<string, unknown> = {}) {
  const response = await request.post(`${API}/tenants`, { data: tenantBody(overrides), headers: tokenHeaders(token) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TenantDto;
}

/**
 * A lease of `listingId` naming `tenantId`, written straight into the run's database (what the lease screens
 * would make), with `balance` as its stored balance. Answers the lease's id.
 */
export function insertLeaseInDatabase({
  listingId,
  tenantId,
  balance = "0.00",
  startDate = "2026-01-01",
}: {
  listingId: string;
  tenantId: string;
  balance?: string;
  startDate?: string;
}): Promise<string> {
  return withTestDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO leases (listing_id, start_date, rent, charges_from, balance, updated_at)
       VALUES ($1, $2::date, 1500.00, $2::date, $3::numeric, now()) RETURNING id::text AS id`,
      [listingId, startDate, balance],
    );
    const leaseId = rows[0]!.id;
    await client.query(`INSERT INTO lease_tenants (lease_id, tenant_id, is_primary) VALUES ($1, $2, true)`, [leaseId, tenantId]);
    return leaseId;
  });
}
