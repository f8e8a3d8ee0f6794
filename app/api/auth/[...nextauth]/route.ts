import { nextAuthRoute } from "@/server/api/next-auth-route";

export { nextAuthRoute as GET, nextAuthRoute as POST };
