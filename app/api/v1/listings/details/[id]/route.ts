import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { getListing } from "@/server/listings/get-listing";

export const GET = withSession<{ id: string }>(async ({ params }) => json(await getListing(readId(params.id))));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
