import { json, listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { addListingPictures } from "@/server/listing-pictures/add-listing-pictures";
import { findListingPictures } from "@/server/listing-pictures/find-listing-pictures";

/** A listing's gallery in order, the cover first (at most LISTING_PICTURES_MAX). */
export const GET = withSession<{ id: string }>(async ({ params }) => {
  const pictures = await findListingPictures(readId(params.id));
  return listResponse(pictures, pictures.length);
});

/** Adds pictures (multipart/form-data, one or more `file`) after the listing's others → 201 the added pictures. */
export const POST = withSession<{ id: string }>(async ({ req, params, actor }) => {
  const request = { contentType: req.headers.get("content-type"), contentLength: req.headers.get("content-length"), body: req.body };
  return json(await addListingPictures({ listingId: readId(params.id), request, actor }), { status: 201 });
});

export const { PUT, PATCH, DELETE } = methodsNotAllowed("GET", "POST");
