import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { deleteListing } from "@/server/listings/delete-listing";

export const DELETE = withSession<{ id: string }>(async ({ params, actor }) => {
  await deleteListing({ id: readId(params.id), actor });
  return json({ message: "Listing removed." });
});

export const { GET, POST, PUT, PATCH } = methodsNotAllowed("DELETE");
