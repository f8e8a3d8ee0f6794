import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations } from "@/server/db/migrate";
import { BACKENDS, MIGRATIONS_DIR, type Harness } from "./harness";

/**
 * Migration 20261123031700_record_history moves the ledger's audit rows
 * written before it (one per entry) onto their account, keeping the entry's
 * id; other rows, and rows without a usable client id, stay as they were.
 */
const MIGRATION = "20261123031700_record_history";
const CLIENT = "11111111-1111-4111-8111-111111111111";
const ENTRY = "22222222-2222-4222-8222-222222222222";
const OTHER = "33333333-3333-4333-8333-333333333333";

function migrationsBefore(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), "migrations-before-"));
  for (const entry of readdirSync(MIGRATIONS_DIR)) {
    if (entry < name || !/^\d/.test(entry)) cpSync(join(MIGRATIONS_DIR, entry), join(dir, entry), { recursive: true });
  }
  return dir;
}

describe.each(BACKENDS)("record history migration on $name", (backend) => {
  let db: Harness;
  let before: string;

  beforeAll(async () => {
    db = await backend.open();
    before = migrationsBefore(MIGRATION);
    await applyMigrations(db.runner, { migrationsDir: before, log: () => {} });
    const insert = `INSERT INTO audit_log (actor_name, action, entity_type, entity_id, changes) VALUES ('Erin Admin', $1, $2, $3::uuid, $4::jsonb)`;
    await db.runner.query(insert, [
      "post",
      "accountTransaction",
      ENTRY,
      JSON.stringify({ clientRef: CLIENT, value: "42.00", column: "credit" }),
    ]);
    await db.runner.query(insert, ["delete", "accountTransaction", OTHER, JSON.stringify({ clientRef: "not-an-id" })]);
    await db.runner.query(insert, ["update", "client", CLIENT, JSON.stringify({ name: { from: "A", to: "B" } })]);
    await applyMigrations(db.runner, { migrationsDir: MIGRATIONS_DIR, log: () => {} });
  });

  afterAll(async () => {
    await db?.close();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  const rows = () =>
    db.runner.query<{ action: string; entity_type: string; entity_id: string; changes: Record<string, unknown> }>(
      `SELECT action, entity_type, entity_id::text AS entity_id, changes FROM audit_log ORDER BY action`,
    );

  it("puts a posting on its account with the entry's id, and leaves the rest", async () => {
    const all = await rows();
    expect(all.find((row) => row.action === "post")).toEqual({
      action: "post",
      entity_type: "account",
      entity_id: CLIENT,
      changes: { clientRef: CLIENT, value: "42.00", column: "credit", entryId: ENTRY },
    });
    expect(all.find((row) => row.action === "delete")).toMatchObject({ entity_type: "accountTransaction", entity_id: OTHER });
    expect(all.find((row) => row.action === "update")).toMatchObject({ entity_type: "client", entity_id: CLIENT });
  });

  it("indexes the log by person", async () => {
    const indexes = await db.runner.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'audit_log'`);
    expect(indexes.map((index) => index.indexname)).toContain("audit_log_actor_id_at_idx");
  });
});
