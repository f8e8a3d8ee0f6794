import { tenantCreateSchema, tenantListQuerySchema } from "@/lib/schemas/tenant";
import { json, listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson, readQuery } from "@/server/api/input";
import { createTenant } from "@/server/tenants/create-tenant";
import { findTenants } from "@/server/tenants/find-tenants";

/** GET /tenants: one page (X-Total-Count), by name; `name` searches names, e-mails and phone digits. Both roles. */
export const GET = withSession(async ({ req }) => {
  const { items, total } = await findTenants(readQuery(req, tenantListQuerySchema));
  return listResponse(items, total);
});

/** POST /tenants → 201 with the tenant. */
export const POST = withSession(async ({ req, actor }) => {
  const tenant = await createTenant({ data: await readJson(req, tenantCreateSchema), actor });
  return json(tenant, { status: 201 });
});

export const { PUT, PATCH, DELETE } = methodsNotAllowed("GET", "POST");
