/**
 * `npx tsx scripts/bench/imports.ts [rows]`: the import of 20,000 listings (issue 31) on a throwaway
 * PostgreSQL database — parse a CSV, the dry run (every row through createListingSchema, owners and
 * specialists resolved, duplicates looked up), then the commit in one transaction — with the wall time
 * of each step and the process's peak RSS. Figures: docs/PERFORMANCE.md "Imports".
 */
import { applyMigrations } from "@/server/db/migrate";
import type { Actor } from "@/server/auth/actor";
import { evaluateRows } from "@/server/imports/evaluate-rows";
import { IMPORTERS } from "@/server/imports/importers";
import { IMPORT_TRANSACTION_OPTIONS } from "@/server/imports/commit-import";
import { parseImportFile } from "@/server/imports/parse-file";
import { proposeField } from "@/lib/domain/import-fields";
import { clientData, userData } from "@/tests/db/factories";
import { MIGRATIONS_DIR, postgresBackend } from "@/tests/db/harness";

const ROWS = Number(process.argv[2] ?? 20_000);

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  console.log(
    `${label.padEnd(28)} ${((performance.now() - start) / 1000).toFixed(2)} s   peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB`,
  );
  return result;
}

async function main() {
  const db = await postgresBackend.open();
  try {
    await applyMigrations(db.runner, { migrationsDir: MIGRATIONS_DIR, log: () => {} });
    const admin = await db.prisma.user.create({ data: userData({ role: "admin" }) });
    const specialists = await Promise.all(
      Array.from({ length: 5 }, (_, index) => db.prisma.user.create({ data: userData({ firstName: "Spec", lastName: `Ialist${index}` }) })),
    );
    const owners = await Promise.all(Array.from({ length: 200 }, () => db.prisma.client.create({ data: clientData() })));
    const actor: Actor = { id: admin.id, name: "Bench Admin", role: "admin" };

    const header = [
      "Property",
      "Owner",
      "Specialist",
      "Status",
      "Listing type",
      "Type",
      "Location",
      "Zoning",
      "Rent",
      "Lot size",
      "Acres",
      "Property size",
      "Beds",
      "Baths",
      "Amenities",
      "Lease start",
      "Lease end",
      "Tenant",
    ];
    const lines = [header.join(",")];
    for (let index = 0; index < ROWS; index += 1) {
      const owner = owners[index % owners.length]!;
      const specialist = specialists[index % specialists.length]!;
      lines.push(
        [
          `Villa ${index}`,
          owner.contactEmailAddress,
          specialist.email,
          "Rented",
          "Land & Property",
          "Villa",
          `"Bay ${index % 97}, St. Lucia"`,
          "Residential",
          `"$1,${String(index % 1000).padStart(3, "0")}.00"`,
          "8000",
          "0.18",
          "2400",
          "3",
          "2",
          '"Pool, Sea view"',
          "2026-01-01",
          "2026-12-31",
          "Ann Baptiste",
        ].join(","),
      );
    }
    const bytes = Buffer.from(lines.join("\n"));
    console.log(`${ROWS.toLocaleString("en-US")} listings, ${(bytes.length / 1024 / 1024).toFixed(1)} MB of CSV`);

    const table = await timed("parse (CSV)", () => parseImportFile(bytes));
    const taken = new Set<string>();
    const mapping = Object.fromEntries(
      table.columns.map((column) => {
        const field = proposeField("listings", column, taken);
        if (field) taken.add(field);
        return [column, field];
      }),
    );
    const input = {
      kind: "listings" as const,
      columns: table.columns,
      rows: table.rows,
      mapping,
      dateOrder: null,
      duplicates: "skip" as const,
    };
    const dry = await timed("dry run", () => evaluateRows(db.prisma, input, actor));
    if (dry.errors.length) throw new Error(`unexpected errors: ${JSON.stringify(dry.errors.slice(0, 3))}`);
    await timed("commit (one transaction)", () =>
      db.prisma.$transaction(async (tx) => {
        const plans = (await evaluateRows(tx, input, actor)).plans;
        return IMPORTERS.listings.write(tx, plans, { actor, fileName: "bench.csv", now: new Date() });
      }, IMPORT_TRANSACTION_OPTIONS),
    );
    console.log(`listings now: ${await db.prisma.listing.count()}`);
  } finally {
    clearInterval(sampler);
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
