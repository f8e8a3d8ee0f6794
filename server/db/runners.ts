import type { PGlite } from "@electric-sql/pglite";
import type { Client as PgClient } from "pg";
import type { SqlRunner } from "./migrate";

export function pgRunner(client: PgClient): SqlRunner {
  return {
    async query(sql, params) {
      const result = await client.query(sql, params as unknown[] | undefined);
      return result.rows;
    },
    async exec(script) {
      await client.query(script);
    },
  };
}

export function pgliteRunner(db: PGlite): SqlRunner {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await db.query<T>(sql, params);
      return result.rows;
    },
    async exec(script) {
      await db.exec(script);
    },
  };
}
