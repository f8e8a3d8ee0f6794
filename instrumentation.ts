/**
 * Runs once when the server starts: checks the configuration (a production
 * server without NEXTAUTH_SECRET refuses to start, saying why), guards the
 * Node server (server/http/node-request-guard.ts), opens the database and,
 * for the embedded database, applies pending migrations before the first
 * request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env, authSecret } = await import("@/server/env");
  try {
    env();
    authSecret();
  } catch (error) {
    // Next.js would log this and keep serving errors; a misconfigured server should not run.
    console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const { installNodeRequestGuard } = await import("@/server/http/node-request-guard");
  installNodeRequestGuard(env().TRUST_PROXY_HOPS);
  const { ensureDatabaseReady } = await import("@/server/db/client");
  await ensureDatabaseReady();
}
