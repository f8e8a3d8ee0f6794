import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { countClientListings } from "@/server/listings/count-client-listings";

export const GET = withSession<{ clientId: string }>(async ({ params }) => json(await countClientListings(readId(params.clientId))));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
