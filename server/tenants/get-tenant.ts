import { prisma } from "@/server/db/client";
import { notFound } from "@/server/errors";
import { toTenantDtos } from "./tenant-dto";

export const TENANT_NOT_FOUND = "Tenant not found.";

/** GET /tenants/{id}: one tenant with its lease count and balance. */
export async function getTenant(id: string) {
  const tenant = await prisma.tenant.findUnique({ where: { id } });
  if (!tenant) throw notFound(TENANT_NOT_FOUND);
  const [dto] = await toTenantDtos([tenant]);
  return dto!;
}
