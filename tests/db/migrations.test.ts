import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations, type MigrationResult, type SqlRunner } from "@/server/db/migrate";
import { BACKENDS, MIGRATIONS_DIR, SCHEMA_PATH, postgresBackend, withFreshDatabase, type Harness } from "./harness";
import { columnOf, expectedColumn, readPrismaSchema, type ExpectedColumn } from "./prisma-schema";

/**
 * The hand-written migrations against a throwaway PostgreSQL database and an
 * in-memory PGlite: Prisma's bookkeeping, and the resulting schema compared
 * with schema.prisma table by table (tests/db/models.test.ts then drives
 * every model through Prisma Client).
 */
const quiet = { log: () => {} };
const PRISMA_ADVISORY_LOCK_ID = 72707369;

async function migrationFolders(dir = MIGRATIONS_DIR): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

async function checksumOf(dir: string, name: string): Promise<string> {
  return createHash("sha256")
    .update(await readFile(join(dir, name, "migration.sql")))
    .digest("hex");
}

interface MigrationRow {
  id: string;
  checksum: string;
  finished_at: Date | null;
  migration_name: string;
  logs: string | null;
  rolled_back_at: Date | null;
  started_at: Date;
  applied_steps_count: number;
}

function migrationRows(runner: SqlRunner): Promise<MigrationRow[]> {
  return runner.query<MigrationRow>(`SELECT * FROM "_prisma_migrations" ORDER BY migration_name, started_at`);
}

async function tableExists(runner: SqlRunner, table: string): Promise<boolean> {
  const rows = await runner.query<{ exists: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS "exists"`, [`public."${table}"`]);
  return rows[0]!.exists;
}

async function heldAdvisoryLocks(runner: SqlRunner): Promise<number> {
  const rows = await runner.query<{ count: number }>(
    // Advisory locks belong to a database: the other test files migrating their own databases at the same time hold theirs.
    `SELECT count(*)::int AS count FROM pg_locks
      WHERE locktype = 'advisory' AND objid = $1 AND granted
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    [PRISMA_ADVISORY_LOCK_ID],
  );
  return rows[0]!.count;
}

const digitsOf = (column: string) => `regexp_replace((${column})::text, '[^0-9]'::text, ''::text, 'g'::text)`;
const optionalDigitsOf = (column: string) =>
  `regexp_replace((COALESCE(${column}, ''::character varying))::text, '[^0-9]'::text, ''::text, 'g'::text)`;
/** A tenant's name as lists show it: the company, else first and last name, else the e-mail or phone. */
const TENANT_NAME =
  "COALESCE(NULLIF(btrim((company_name)::text), ''::text), NULLIF(btrim((((first_name)::text || ' '::text) || (last_name)::text)), ''::text), NULLIF((email)::text, ''::text), NULLIF((phone)::text, ''::text), 'Unnamed tenant'::text)";

/**
 * Indexes the migrations add that schema.prisma cannot say (a partial unique index), by table:
 * checked here as exactly as the ones Prisma names.
 */
const UNEXPRESSIBLE_INDEXES: Record<
  string,
  { name: string; unique: boolean; primary: boolean; columns: string[]; method: string; opclasses: string[] }[]
> = {
  // One primary tenant per lease (WHERE is_primary).
  lease_tenants: [
    { name: "lease_tenants_one_primary", unique: true, primary: false, columns: ["lease_id"], method: "btree", opclasses: ["default"] },
  ],
};

describe.each(BACKENDS)("migrations on $name", (backend) => {
  let db: Harness;
  let first: MigrationResult;
  let folders: string[];

  beforeAll(async () => {
    folders = await migrationFolders();
    db = await backend.open();
    first = await applyMigrations(db.runner, { migrationsDir: MIGRATIONS_DIR, ...quiet });
  });

  afterAll(async () => {
    await db?.close();
  });

  it("applies every folder, in name order", () => {
    expect(folders.length).toBeGreaterThan(0);
    expect(first).toEqual({ applied: folders, alreadyApplied: [] });
  });

  it("records one finished row per folder, with the SHA-256 of its migration.sql", async () => {
    const rows = await migrationRows(db.runner);
    expect(rows.map((row) => row.migration_name)).toEqual(folders);
    for (const row of rows) {
      expect(row.checksum).toBe(await checksumOf(MIGRATIONS_DIR, row.migration_name));
      expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.finished_at!.getTime()).toBeGreaterThanOrEqual(row.started_at.getTime());
      expect(row.rolled_back_at).toBeNull();
      expect(row.logs).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it("keeps _prisma_migrations exactly as Prisma defines it", async () => {
    const columns = await db.runner.query<{
      column_name: string;
      data_type: string;
      character_maximum_length: number | null;
      is_nullable: string;
      column_default: string | null;
    }>(
      `SELECT column_name, data_type, character_maximum_length, is_nullable, column_default
         FROM information_schema.columns WHERE table_schema = 'public' AND table_name = '_prisma_migrations' ORDER BY ordinal_position`,
    );
    expect(
      columns.map(({ column_name, data_type, character_maximum_length, is_nullable }) => [
        column_name,
        data_type,
        character_maximum_length,
        is_nullable,
      ]),
    ).toEqual([
      ["id", "character varying", 36, "NO"],
      ["checksum", "character varying", 64, "NO"],
      ["finished_at", "timestamp with time zone", null, "YES"],
      ["migration_name", "character varying", 255, "NO"],
      ["logs", "text", null, "YES"],
      ["rolled_back_at", "timestamp with time zone", null, "YES"],
      ["started_at", "timestamp with time zone", null, "NO"],
      ["applied_steps_count", "integer", null, "NO"],
    ]);
    expect(columns.find((column) => column.column_name === "started_at")!.column_default).toBe("now()");
    expect(columns.find((column) => column.column_name === "applied_steps_count")!.column_default).toBe("0");
  });

  it("applies nothing when run again, and warns about nothing", async () => {
    const before = await migrationRows(db.runner);
    const lines: string[] = [];
    const again = await applyMigrations(db.runner, { migrationsDir: MIGRATIONS_DIR, log: (line) => lines.push(line) });
    expect(again).toEqual({ applied: [], alreadyApplied: folders });
    expect(lines).toEqual([]);
    expect(await migrationRows(db.runner)).toEqual(before);
  });

  it("releases Prisma's advisory lock when done", async () => {
    expect(await heldAdvisoryLocks(db.runner)).toBe(0);
  });

  describe("the resulting schema matches schema.prisma", () => {
    const schema = readPrismaSchema(SCHEMA_PATH);

    it("has exactly one table per model (plus _prisma_migrations)", async () => {
      const rows = await db.runner.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
      );
      expect(rows.map((row) => row.table_name)).toEqual([...schema.models.map((model) => model.table), "_prisma_migrations"].sort());
    });

    it("has the enums with the same values in the same order", async () => {
      const rows = await db.runner.query<{ name: string; labels: string[] }>(
        `SELECT t.typname AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels
           FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
          WHERE n.nspname = 'public' GROUP BY t.typname ORDER BY t.typname`,
      );
      expect(Object.fromEntries(rows.map((row) => [row.name, row.labels]))).toEqual(Object.fromEntries(schema.enums));
    });

    describe.each(schema.models.map((model) => [model.name, model] as const))("%s", (_name, model) => {
      it("has every column with the type, length, precision and nullability of its field", async () => {
        const rows = await db.runner.query<
          ExpectedColumn & { column_name: string; is_nullable: "YES" | "NO"; column_default: string | null; is_generated: string }
        >(
          `SELECT column_name, data_type, udt_name, character_maximum_length, numeric_precision, numeric_scale,
                  datetime_precision, is_nullable, column_default, is_generated
             FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1`,
          [model.table],
        );
        const actual = new Map(rows.map((row) => [row.column_name, row]));
        const scalarFields = model.fields.filter((field) => field.kind !== "relation");
        expect([...actual.keys()].sort()).toEqual(scalarFields.map((field) => field.column).sort());

        for (const field of scalarFields) {
          const column = actual.get(field.column)!;
          const label = `${model.table}.${field.column}`;
          const { data_type, udt_name, character_maximum_length, numeric_precision, numeric_scale, datetime_precision } = column;
          expect({ data_type, udt_name, character_maximum_length, numeric_precision, numeric_scale, datetime_precision }, label).toEqual(
            expectedColumn(field),
          );
          // Prisma creates scalar lists as nullable arrays; everything else follows `?`.
          if (!field.isList) expect(column.is_nullable, label).toBe(field.isOptional ? "YES" : "NO");

          if (field.default === undefined) {
            expect(column.column_default, `${label} has no default`).toBeNull();
          } else if (field.default === "autoincrement()") {
            expect(column.column_default, label).toMatch(/^nextval\('.+_seq'::regclass\)$/);
          } else if (field.default === "now()") {
            expect(column.column_default, label).toBe("CURRENT_TIMESTAMP");
          } else {
            const generated = /^dbgenerated\("(.+)"\)$/.exec(field.default);
            if (generated) expect(column.column_default, label).toBe(generated[1]);
            else expect(column.column_default, `${label} has a default`).not.toBeNull();
          }
        }
      });

      it("has the primary key, unique indexes and indexes Prisma would name, with their method and operator classes", async () => {
        const rows = await db.runner.query<{
          name: string;
          unique: boolean;
          primary: boolean;
          columns: string[];
          method: string;
          opclasses: string[];
        }>(
          `SELECT i.relname AS name, ix.indisunique AS "unique", ix.indisprimary AS "primary",
                  (SELECT array_agg(a.attname::text ORDER BY k.ord)
                     FROM unnest(ix.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
                     JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum) AS columns,
                  am.amname::text AS method,
                  (SELECT array_agg(CASE WHEN opc.opcdefault THEN 'default' ELSE opc.opcname::text END ORDER BY k.ord)
                     FROM unnest(ix.indclass::oid[]) WITH ORDINALITY AS k(opc_oid, ord)
                     JOIN pg_opclass opc ON opc.oid = k.opc_oid) AS opclasses
             FROM pg_index ix
             JOIN pg_class t ON t.oid = ix.indrelid
             JOIN pg_class i ON i.oid = ix.indexrelid
             JOIN pg_am am ON am.oid = i.relam
             JOIN pg_namespace n ON n.oid = t.relnamespace
            WHERE n.nspname = 'public' AND t.relname = $1`,
          [model.table],
        );
        const btree = (count: number) => ({ method: "btree", opclasses: Array.from({ length: count }, () => "default") });
        const columns = (fields: string[]) => fields.map((field) => columnOf(model, field));
        const expected = [
          ...model.fields
            .filter((field) => field.isId)
            .map((field) => ({ name: `${model.table}_pkey`, unique: true, primary: true, columns: [field.column], ...btree(1) })),
          ...(model.compositeId
            ? [
                {
                  name: `${model.table}_pkey`,
                  unique: true,
                  primary: true,
                  columns: columns(model.compositeId),
                  ...btree(model.compositeId.length),
                },
              ]
            : []),
          ...model.fields
            .filter((field) => field.isUnique)
            .map((field) => ({
              name: `${model.table}_${field.column}_key`,
              unique: true,
              primary: false,
              columns: [field.column],
              ...btree(1),
            })),
          ...model.uniques.map((fields) => ({
            name: `${model.table}_${columns(fields).join("_")}_key`,
            unique: true,
            primary: false,
            columns: columns(fields),
            ...btree(fields.length),
          })),
          ...model.indexes.map((index) => ({
            name: index.name ?? `${model.table}_${columns(index.fields).join("_")}_idx`,
            unique: false,
            primary: false,
            columns: columns(index.fields),
            method: index.method,
            opclasses: index.opclasses.map((opclass) => opclass ?? "default"),
          })),
          ...(UNEXPRESSIBLE_INDEXES[model.table] ?? []),
        ];
        const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
        expect([...rows].sort(byName)).toEqual(expected.sort(byName));
      });

      it("has every foreign key with the delete rule of its relation", async () => {
        const rows = await db.runner.query<{
          name: string;
          columns: string[];
          referenced_table: string;
          referenced_columns: string[];
          on_delete: string;
          on_update: string;
        }>(
          `SELECT c.conname AS name,
                  (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, ord)
                     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum) AS columns,
                  rt.relname AS referenced_table,
                  (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM unnest(c.confkey) WITH ORDINALITY AS k(attnum, ord)
                     JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum) AS referenced_columns,
                  c.confdeltype::text AS on_delete, c.confupdtype::text AS on_update
             FROM pg_constraint c
             JOIN pg_class t ON t.oid = c.conrelid
             JOIN pg_class rt ON rt.oid = c.confrelid
             JOIN pg_namespace n ON n.oid = t.relnamespace
            WHERE c.contype = 'f' AND n.nspname = 'public' AND t.relname = $1`,
          [model.table],
        );
        const ACTION: Record<string, string> = { Cascade: "c", Restrict: "r", SetNull: "n", SetDefault: "d", NoAction: "a" };
        const expected = model.fields
          .filter((field) => field.relation)
          .map((field) => {
            const relation = field.relation!;
            const target = schema.models.find((candidate) => candidate.name === field.type)!;
            // Prisma's defaults: optional relations SET NULL, required ones RESTRICT; updates CASCADE.
            const onDelete = relation.onDelete ?? (field.isOptional ? "SetNull" : "Restrict");
            const columnsOfFields = relation.fields.map((name) => columnOf(model, name));
            return {
              name: `${model.table}_${columnsOfFields.join("_")}_fkey`,
              columns: columnsOfFields,
              referenced_table: target.table,
              referenced_columns: relation.references.map((name) => columnOf(target, name)),
              on_delete: ACTION[onDelete],
              on_update: ACTION[relation.onUpdate ?? "Cascade"],
            };
          });
        const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
        expect([...rows].sort(byName)).toEqual(expected.sort(byName));
      });
    });

    it("computes the *_sort, *_digits and documents' *_id columns in the database (GENERATED ALWAYS … STORED)", async () => {
      // A document's record by kind (issue 30, the Finder): its record_id when the entity is that kind.
      const recordOf = (entity: string) => `\nCASE\n    WHEN ((entity)::text = '${entity}'::text) THEN record_id\n    ELSE NULL::uuid\nEND`;
      const rows = await db.runner.query<{
        table_name: string;
        column_name: string;
        is_generated: string;
        generation_expression: string | null;
      }>(
        `SELECT table_name, column_name, is_generated, generation_expression FROM information_schema.columns
          WHERE table_schema = 'public' AND is_generated = 'ALWAYS' ORDER BY table_name, column_name`,
      );
      expect(
        rows.map(({ table_name, column_name, is_generated, generation_expression }) => [
          table_name,
          column_name,
          is_generated,
          generation_expression,
        ]),
      ).toEqual([
        ["clients", "contact_primary_digits", "ALWAYS", digitsOf("contact_primary_number")],
        ["clients", "contact_secondary_digits", "ALWAYS", digitsOf("contact_secondary_number")],
        ["clients", "name_order", "ALWAYS", "name_order_key((name)::text)"],
        ["clients", "name_sort", "ALWAYS", "lower((name)::text)"],
        ["documents", "account_id", "ALWAYS", recordOf("accounts")],
        ["documents", "client_id", "ALWAYS", recordOf("clients")],
        ["documents", "lease_id", "ALWAYS", recordOf("leases")],
        ["documents", "listing_id", "ALWAYS", recordOf("listings")],
        ["documents", "service_order_id", "ALWAYS", recordOf("service-orders")],
        ["documents", "service_provider_id", "ALWAYS", recordOf("service-providers")],
        ["documents", "tenant_id", "ALWAYS", recordOf("tenants")],
        ["documents", "user_id", "ALWAYS", recordOf("users")],
        ["listings", "property_name_order", "ALWAYS", "name_order_key((property_name)::text)"],
        ["listings", "property_name_sort", "ALWAYS", "lower((property_name)::text)"],
        ["listings", "tenant_phone_digits", "ALWAYS", digitsOf("tenant_phone_number")],
        ["saved_filters", "name_sort", "ALWAYS", "lower((name)::text)"],
        ["service_providers", "contact_primary_digits", "ALWAYS", digitsOf("contact_primary_number")],
        ["service_providers", "contact_secondary_digits", "ALWAYS", digitsOf("contact_secondary_number")],
        ["service_providers", "name_order", "ALWAYS", "name_order_key((name)::text)"],
        ["service_providers", "name_sort", "ALWAYS", "lower((name)::text)"],
        ["tenants", "display_name", "ALWAYS", TENANT_NAME],
        ["tenants", "name_order", "ALWAYS", `name_order_key(${TENANT_NAME})`],
        ["tenants", "name_sort", "ALWAYS", `lower(${TENANT_NAME})`],
        ["tenants", "phone_digits", "ALWAYS", optionalDigitsOf("phone")],
        ["tenants", "secondary_phone_digits", "ALWAYS", optionalDigitsOf("secondary_phone")],
        ["users", "first_name_order", "ALWAYS", "name_order_key((first_name)::text)"],
        ["users", "first_name_sort", "ALWAYS", "lower((first_name)::text)"],
      ]);
    });
  });
});

/** A scratch migrations folder for the failure cases. */
async function scratchMigrations(
  files: Record<string, string>,
): Promise<{ dir: string; write(name: string, sql: string): Promise<void>; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "agency-migrations-"));
  const write = async (name: string, sql: string) => {
    await mkdir(join(dir, name), { recursive: true });
    await writeFile(join(dir, name, "migration.sql"), sql);
  };
  for (const [name, sql] of Object.entries(files)) await write(name, sql);
  // A stray file next to the folders is not a migration.
  await writeFile(join(dir, "migration_lock.toml"), 'provider = "postgresql"\n');
  return { dir, write, remove: () => rm(dir, { recursive: true, force: true }) };
}

const FIRST = "20260101000000_first";
const BROKEN = "20260102000000_broken";
const AFTER = "20260103000000_after";

describe.each(BACKENDS)("failed and changed migrations on $name", (backend) => {
  it("leaves a failed migration unfinished, rolls its script back, and refuses to run until it is marked rolled back", async () => {
    const scratch = await scratchMigrations({
      [FIRST]: `CREATE TABLE "first_table" ("id" INTEGER PRIMARY KEY);`,
      [BROKEN]: `CREATE TABLE "half_done" ("id" INTEGER);\nINSERT INTO "first_table" VALUES (1);\nSELECT * FROM "no_such_table";`,
      [AFTER]: `CREATE TABLE "after_table" ("id" INTEGER);`,
    });
    try {
      await withFreshDatabase(backend, async ({ runner }) => {
        const options = { migrationsDir: scratch.dir, ...quiet };
        await expect(applyMigrations(runner, options)).rejects.toThrow(/^Migration 20260102000000_broken failed: .*no_such_table/);

        let rows = await migrationRows(runner);
        expect(rows.map((row) => row.migration_name)).toEqual([FIRST, BROKEN]);
        const [first, broken] = rows;
        expect(first!.finished_at).toBeInstanceOf(Date);
        expect(broken!.finished_at).toBeNull();
        expect(broken!.rolled_back_at).toBeNull();
        expect(broken!.applied_steps_count).toBe(0);
        expect(broken!.logs).toMatch(/no_such_table/);
        expect(broken!.checksum).toBe(await checksumOf(scratch.dir, BROKEN));
        // The script ran as one implicit transaction: none of it stayed.
        expect(await tableExists(runner, "half_done")).toBe(false);
        expect(await runner.query(`SELECT * FROM "first_table"`)).toEqual([]);
        expect(await tableExists(runner, "after_table")).toBe(false);
        expect(await heldAdvisoryLocks(runner)).toBe(0);

        // Blocked, even after the file is fixed, until someone marks it rolled back.
        await scratch.write(BROKEN, `CREATE TABLE "half_done" ("id" INTEGER);`);
        await expect(applyMigrations(runner, options)).rejects.toThrow(
          /Migration 20260102000000_broken failed earlier and blocks further migrations/,
        );
        expect(await migrationRows(runner)).toHaveLength(2);
        expect(await tableExists(runner, "after_table")).toBe(false);
        expect(await heldAdvisoryLocks(runner)).toBe(0);

        await runner.query(`UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = $1`, [BROKEN]);
        await expect(applyMigrations(runner, options)).resolves.toEqual({ applied: [BROKEN, AFTER], alreadyApplied: [FIRST] });
        rows = await migrationRows(runner);
        expect(rows.map((row) => [row.migration_name, row.finished_at !== null, row.rolled_back_at !== null])).toEqual([
          [FIRST, true, false],
          [BROKEN, false, true],
          [BROKEN, true, false],
          [AFTER, true, false],
        ]);
        expect(await tableExists(runner, "half_done")).toBe(true);
        expect(await tableExists(runner, "after_table")).toBe(true);
      });
    } finally {
      await scratch.remove();
    }
  });

  it("warns when an applied migration's file was changed, and does not run it again", async () => {
    const scratch = await scratchMigrations({ [FIRST]: `CREATE TABLE "first_table" ("id" INTEGER);` });
    try {
      await withFreshDatabase(backend, async ({ runner }) => {
        await applyMigrations(runner, { migrationsDir: scratch.dir, ...quiet });
        const original = (await migrationRows(runner))[0]!.checksum;
        await scratch.write(FIRST, `CREATE TABLE "first_table" ("id" INTEGER);\nCREATE TABLE "sneaky" ("id" INTEGER);`);
        const lines: string[] = [];
        const result = await applyMigrations(runner, { migrationsDir: scratch.dir, log: (line) => lines.push(line) });
        expect(result).toEqual({ applied: [], alreadyApplied: [FIRST] });
        expect(lines).toEqual([`warning: migration ${FIRST} was modified after it was applied`]);
        expect(await tableExists(runner, "sneaky")).toBe(false);
        expect((await migrationRows(runner)).map((row) => row.checksum)).toEqual([original]);
      });
    } finally {
      await scratch.remove();
    }
  });

  it("applies a migration added later, and only that one", async () => {
    const scratch = await scratchMigrations({ [FIRST]: `CREATE TABLE "first_table" ("id" INTEGER);` });
    try {
      await withFreshDatabase(backend, async ({ runner }) => {
        const options = { migrationsDir: scratch.dir, ...quiet };
        expect(await applyMigrations(runner, options)).toEqual({ applied: [FIRST], alreadyApplied: [] });
        await scratch.write(AFTER, `CREATE TABLE "after_table" ("id" INTEGER);`);
        expect(await applyMigrations(runner, options)).toEqual({ applied: [AFTER], alreadyApplied: [FIRST] });
        expect(await tableExists(runner, "after_table")).toBe(true);
      });
    } finally {
      await scratch.remove();
    }
  });
});

describe("concurrent deploys on postgres", () => {
  it("serialise on Prisma's advisory lock: one applies, the other finds it done", async () => {
    await withFreshDatabase(postgresBackend, async (db) => {
      const second = await db.openRunner();
      try {
        const results = await Promise.all([
          applyMigrations(db.runner, { migrationsDir: MIGRATIONS_DIR, ...quiet }),
          applyMigrations(second.runner, { migrationsDir: MIGRATIONS_DIR, ...quiet }),
        ]);
        const folders = await migrationFolders();
        expect(results.map((result) => result.applied.length).sort()).toEqual([0, folders.length]);
        expect(results.map((result) => result.alreadyApplied.length).sort()).toEqual([0, folders.length]);
        expect(await migrationRows(db.runner)).toHaveLength(folders.length);
      } finally {
        await second.close();
      }
    });
  });
});
