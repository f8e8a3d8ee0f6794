/**
 * Runs once when the server starts: opens the database and, for the embedded
 * database, applies pending migrations before the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { ensureDatabaseReady } = await import("@/server/db/client");
  await ensureDatabaseReady();
}
