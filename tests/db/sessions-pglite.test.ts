import { sessionsSuite } from "./sessions.shared";

sessionsSuite("PGlite", async () => {
  process.env.DATABASE_URL = "";
  process.env.PGLITE_DATA_DIR = "memory://";
  return { close: async () => {} };
});
