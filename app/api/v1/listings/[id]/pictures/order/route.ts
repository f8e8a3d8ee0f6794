import { listingPictureOrderSchema } from "@/lib/schemas/listing-picture";
import { listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readJson } from "@/server/api/input";
import { orderListingPictures } from "@/server/listing-pictures/order-listing-pictures";

/** `{ids}`: exactly the listing's pictures in their new order; the first becomes the cover. Answers the gallery. */
export const PUT = withSession<{ id: string }>(async ({ req, params, actor }) => {
  const listingId = readId(params.id);
  const pictures = await orderListingPictures({ listingId, data: await readJson(req, listingPictureOrderSchema), actor });
  return listResponse(pictures, pictures.length);
});

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed("PUT");
