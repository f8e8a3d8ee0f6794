import { expiringDocumentsQuerySchema } from "@/lib/schemas/document";
import { listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { findExpiringDocuments } from "@/server/documents/find-expiring-documents";

/**
 * Documents expired or expiring within 60 days, soonest first: the list the dashboard's "View all" opens.
 * One page, the total in X-Total-Count; users' documents for administrators only.
 */
export const GET = withSession(async ({ req, actor }) => {
  const { skip, limit } = readQuery(req, expiringDocumentsQuerySchema);
  const { rows, total } = await findExpiringDocuments(actor, { skip, limit });
  return listResponse(rows, total);
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
