import { errorResponse } from "@/server/api/error-response";
import { withApiHeaders } from "@/server/api/handler";
import { notFound } from "@/server/errors";

/** Unknown /api/v1 paths answer the API's JSON 404, not the HTML page. */
const unknownRoute = async (req: Request) => withApiHeaders(req, await errorResponse(notFound("No such API route."), req));

export { unknownRoute as GET, unknownRoute as POST, unknownRoute as PUT, unknownRoute as PATCH, unknownRoute as DELETE };
