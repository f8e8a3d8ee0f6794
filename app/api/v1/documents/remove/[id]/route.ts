import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { deleteDocument } from "@/server/documents/delete-document";

export const DELETE = withSession<{ id: string }>(async ({ params, actor }) => {
  await deleteDocument({ id: readId(params.id), actor });
  return json({ message: "Document removed." });
});

export const { GET, POST, PUT, PATCH } = methodsNotAllowed("DELETE");
