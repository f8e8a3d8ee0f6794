import { nextAuthRoute } from "@/server/auth/next-auth-route";

export { nextAuthRoute as GET, nextAuthRoute as POST };
