import { lastAdminSuite } from "./users-last-admin.shared";

lastAdminSuite("PGlite", async () => {
  process.env.DATABASE_URL = "";
  process.env.PGLITE_DATA_DIR = "memory://";
  return { close: async () => {} };
});
