import { listingPictureCaptionSchema } from "@/lib/schemas/listing-picture";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId, readJson } from "@/server/api/input";
import { deleteListingPicture } from "@/server/listing-pictures/delete-listing-picture";
import { updateListingPicture } from "@/server/listing-pictures/update-listing-picture";

type Params = { id: string; pictureId: string };

/** `{caption}` (blank or null removes it) → the picture. */
export const PUT = withSession<Params>(async ({ req, params, actor }) => {
  const ids = { listingId: readId(params.id), pictureId: readId(params.pictureId) };
  const { caption } = await readJson(req, listingPictureCaptionSchema);
  return json(await updateListingPicture({ ...ids, caption, actor }));
});

/** Deletes the picture and its file; the next one becomes the cover. */
export const DELETE = withSession<Params>(async ({ params, actor }) => {
  await deleteListingPicture({ listingId: readId(params.id), pictureId: readId(params.pictureId), actor });
  return json({ message: "Picture removed." });
});

export const { GET, POST, PATCH } = methodsNotAllowed("PUT", "DELETE");
