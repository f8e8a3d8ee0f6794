import { updateListingSchema } from "@/lib/schemas/listing";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { withPictureUploadSlot } from "@/server/api/picture-upload";
import { jsonBodyLimitFor, LISTING_PICTURE_LIMITS } from "@/lib/domain/pictures";
import { updateListing } from "@/server/listings/update-listing";

export const PUT = withSession(async ({ req, actor }) =>
  withPictureUploadSlot(req, async () =>
    json(
      await updateListing({
        data: await readJson(req, updateListingSchema, { maxBytes: jsonBodyLimitFor(LISTING_PICTURE_LIMITS) }),
        actor,
      }),
    ),
  ),
);

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed("PUT");
