import { json, methodsNotAllowed, withPublic } from "@/server/api/handler";
import { databaseKind, ensureDatabaseReady, prisma } from "@/server/db/client";

/** A load balancer gives up on a slow check; so do we, rather than wait for the query timeout. */
const HEALTH_TIMEOUT_MS = 2_500;

/** For load balancers: 200 when the app and its database answer, 503 otherwise (within HEALTH_TIMEOUT_MS). No session needed. */
export const GET = withPublic(async () => {
  const healthy = await databaseAnswers();
  return json({ status: healthy ? "ok" : "unavailable", database: databaseKind() }, { status: healthy ? 200 : 503 });
});

function databaseAnswers(): Promise<boolean> {
  const probe = ensureDatabaseReady()
    .then(() => prisma.$queryRaw`SELECT 1`)
    .then(
      () => true,
      () => false,
    );
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS).unref());
  return Promise.race([probe, timeout]);
}

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
