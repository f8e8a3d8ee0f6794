import { updateListingSchema } from "@/lib/schemas/listing";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { updateListing } from "@/server/listings/update-listing";

export const PUT = withSession(async ({ req, actor }) => json(await updateListing({ data: await readJson(req, updateListingSchema), actor })));

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed("PUT");
