/**
 * Runs once when a server starts. Next.js compiles this file for the Edge
 * runtime too, so the Node.js-only start-up (configuration check, request
 * guard, database) is imported behind the NEXT_RUNTIME test, as Next.js
 * documents: the Edge build drops that branch and never sees Node.js APIs
 * such as process.exit.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { checkConfiguration, openDatabase } = await import("@/server/start-up");
    const { TRUST_PROXY_HOPS } = checkConfiguration();
    // Loaded only once the configuration is known to be usable.
    const { installNodeRequestGuard } = await import("@/server/api/node-request-guard");
    installNodeRequestGuard(TRUST_PROXY_HOPS);
    await openDatabase();
  }
}
