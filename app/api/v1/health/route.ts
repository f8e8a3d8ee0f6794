import { json, methodsNotAllowed, withPublic } from "@/server/api/handler";
import { databaseKind, ensureDatabaseReady, prisma } from "@/server/db/client";

/** For load balancers: 200 when the app and its database answer, 503 otherwise. No session needed. */
export const GET = withPublic(async () => {
  try {
    await ensureDatabaseReady();
    await prisma.$queryRaw`SELECT 1`;
    return json({ status: "ok", database: databaseKind() });
  } catch {
    return json({ status: "unavailable", database: databaseKind() }, { status: 503 });
  }
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
