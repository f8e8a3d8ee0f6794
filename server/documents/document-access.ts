import type { DocumentEntity } from "@/lib/domain/documents";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { forbidden, notFound } from "@/server/errors";

/**
 * Who may read or change a document is who may read or change its record:
 * every signed-in member of staff for clients, listings, providers, orders,
 * accounts, tenants and leases (as their own routes allow), admins only for users' documents. The
 * record must exist (a 404 otherwise), so no document hangs off nothing.
 */
export async function assertRecordAccess(entity: DocumentEntity, recordId: string, actor: Actor): Promise<void> {
  if (entity === "users" && actor.role !== "admin") throw forbidden();
  if (!(await recordExists(entity, recordId))) throw notFound("The record was not found.");
}

/** Access to a document's record without looking the record up (it exists while the document does: triggers delete both). */
export function assertDocumentAccess(entity: string, actor: Actor): void {
  if (entity === "users" && actor.role !== "admin") throw forbidden();
}

async function recordExists(entity: DocumentEntity, id: string): Promise<boolean> {
  const select = { createdAt: true } as const;
  switch (entity) {
    case "clients":
      return Boolean(await prisma.client.findUnique({ where: { id }, select }));
    case "listings":
      return Boolean(await prisma.listing.findUnique({ where: { id }, select }));
    case "service-providers":
      return Boolean(await prisma.serviceProvider.findUnique({ where: { id }, select }));
    case "service-orders":
      return Boolean(await prisma.serviceOrder.findUnique({ where: { id }, select }));
    case "accounts":
      return Boolean(await prisma.account.findUnique({ where: { clientId: id }, select }));
    case "users":
      return Boolean(await prisma.user.findUnique({ where: { id }, select }));
    case "tenants":
      return Boolean(await prisma.tenant.findUnique({ where: { id }, select }));
    case "leases":
      return Boolean(await prisma.lease.findUnique({ where: { id }, select }));
  }
}
