import { listingListQuerySchema } from "@/lib/schemas/listing";
import { listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { findListings } from "@/server/listings/find-listings";

export const GET = withSession(async ({ req }) => {
  const { items, total } = await findListings(readQuery(req, listingListQuerySchema));
  return listResponse(items, total);
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
