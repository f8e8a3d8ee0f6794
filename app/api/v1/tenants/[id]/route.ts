import { tenantUpdateSchema } from "@/lib/schemas/tenant";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readJson } from "@/server/api/input";
import { deleteTenant } from "@/server/tenants/delete-tenant";
import { getTenant } from "@/server/tenants/get-tenant";
import { updateTenant } from "@/server/tenants/update-tenant";

export const GET = withSession<{ id: string }>(async ({ params }) => json(await getTenant(readId(params.id))));

/** PUT /tenants/{id}: the fields sent change (docs/API.md "Tenants"). */
export const PUT = withSession<{ id: string }>(async ({ req, params, actor }) => {
  const id = readId(params.id);
  return json(await updateTenant({ id, data: await readJson(req, tenantUpdateSchema), actor }));
});

/** DELETE /tenants/{id}: 409 while a lease names the tenant. */
export const DELETE = withSession<{ id: string }>(async ({ params, actor }) => {
  await deleteTenant({ id: readId(params.id), actor });
  return json({ message: "Tenant removed." });
});

export const { POST, PATCH } = methodsNotAllowed("GET", "PUT", "DELETE");
