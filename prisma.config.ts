import { defineConfig } from "prisma/config";

// Prisma 7 reads no .env on its own and the datasource carries no url: the
// app builds its connection (pg or embedded PGlite) in lib/server/db.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
