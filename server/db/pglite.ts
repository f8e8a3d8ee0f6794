import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * Every embedded database the app, the scripts and the tests open goes
 * through here, so each loads the same extensions: pg_trgm, whose trigram
 * indexes serve the contains-searches (migration 20261123020000_search).
 * A PGlite opened without it cannot use a database that has those indexes.
 *
 * `dataDir` undefined (or "memory://") is an in-memory database.
 */
export function openPglite(dataDir?: string): PGlite {
  return new PGlite({ dataDir: dataDir === "memory://" ? undefined : dataDir, extensions: { pg_trgm } });
}
