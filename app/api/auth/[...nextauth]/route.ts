import { methodsNotAllowed } from "@/server/api/handler";
import { nextAuthRoute } from "@/server/api/next-auth-route";

export { nextAuthRoute as GET, nextAuthRoute as POST };
export const { PUT, PATCH, DELETE } = methodsNotAllowed("GET", "POST");
