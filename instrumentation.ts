/**
 * Runs once when a server starts. Next.js compiles this file for the Edge
 * runtime too, so the Node.js-only start-up (configuration check, database)
 * is imported behind the NEXT_RUNTIME test, as Next.js documents: the Edge
 * build drops that branch and never sees Node.js APIs such as process.exit.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServer } = await import("@/server/start-up");
    await startServer();
  }
}
