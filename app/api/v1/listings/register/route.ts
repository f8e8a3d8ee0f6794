import { createListingSchema } from "@/lib/schemas/listing";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { createListing } from "@/server/listings/create-listing";

export const POST = withSession(async ({ req, actor }) => {
  const listing = await createListing({ data: await readJson(req, createListingSchema), actor });
  return json(listing, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
