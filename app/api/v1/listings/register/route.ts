import { createListingSchema } from "@/lib/schemas/listing";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { withPictureUploadSlot } from "@/server/api/picture-upload";
import { jsonBodyLimitFor, LISTING_PICTURE_LIMITS } from "@/lib/domain/pictures";
import { createListing } from "@/server/listings/create-listing";

export const POST = withSession(async ({ req, actor }) =>
  withPictureUploadSlot(req, async () => {
    const listing = await createListing({
      data: await readJson(req, createListingSchema, { maxBytes: jsonBodyLimitFor(LISTING_PICTURE_LIMITS) }),
      actor,
    });
    return json(listing, { status: 201 });
  }),
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
