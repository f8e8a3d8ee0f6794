/**
 * `npm run db:seed`: creates the first administrator when no user exists,
 * from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD (and optional SEED_ADMIN_FIRST_NAME,
 * SEED_ADMIN_LAST_NAME, SEED_ADMIN_USER_NAME).
 *
 * `npm run db:seed:demo` (`--demo`): also inserts the demo data set when the
 * database has no clients yet; without SEED_ADMIN_EMAIL the first admin is
 * the demo admin (prisma/seed/data/demo-users.ts). Both are safe to re-run.
 */
import { disconnectDatabase, ensureDatabaseReady } from "@/server/db/client";
import { seedFirstAdmin } from "./seed/seed-admin";
import { seedDemoData, type DemoSignIn } from "./seed/seed-demo";
import { thumbnailStoredPdfs } from "@/server/documents/make-document-thumbnail";

/** More than the demo's PDFs (about thirty). */
const DEMO_PDF_THUMBNAILS = 100;

async function main(): Promise<number> {
  const demo = process.argv.slice(2).includes("--demo");
  const startedAt = Date.now();
  await ensureDatabaseReady();

  const admin = await seedFirstAdmin({ demo });
  switch (admin.status) {
    case "missing-config":
      console.error(admin.message);
      return 1;
    case "exists":
      console.log(`Users already exist (${admin.userCount}); no administrator created.`);
      break;
    case "created":
      console.log(
        `Created the first administrator ${admin.email} (user name ${admin.userName})` +
          (admin.fromDemoDefaults ? " with the demo password." : "."),
      );
      break;
  }

  if (demo) {
    const result = await seedDemoData();
    if (result.status === "skipped") {
      console.log(`Demo data already present (${result.clientCount} clients); nothing inserted.`);
    } else {
      console.log("Inserted demo data:");
      for (const [entity, count] of Object.entries(result.counts)) console.log(`  ${entity.padEnd(20)} ${count}`);
      // The first admin may have been created a moment ago with the demo password.
      const createdThisRun = admin.status === "created" && admin.fromDemoDefaults ? admin.email : null;
      printSignIns(result.signIns.map((user) => ({ ...user, created: user.created || user.email === createdThisRun })));
      // The demo's PDFs show their first page, as uploaded ones do once their job has run.
      const thumbnails = await thumbnailStoredPdfs({ limit: DEMO_PDF_THUMBNAILS });
      console.log(`PDF thumbnails: ${thumbnails.made} made.`);
    }
  }
  console.log(`Done in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
  return 0;
}

function printSignIns(signIns: readonly DemoSignIn[]) {
  const rows = signIns.map((user) => [
    user.email,
    user.created ? user.password : "(existing account; password not set by this seed)",
    user.role,
    `${user.firstName} ${user.lastName}`,
  ]);
  const header = ["E-mail", "Password", "Role", "Name"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join("  ");
  console.log("\nDemo sign-ins:");
  console.log(`  ${line(header)}`);
  console.log(`  ${line(widths.map((width) => "-".repeat(width)))}`);
  for (const row of rows) console.log(`  ${line(row)}`);
}

main()
  .catch((error: unknown) => {
    console.error("Seeding failed:", error instanceof Error ? (error.stack ?? error.message) : error);
    return 1;
  })
  .then(async (exitCode) => {
    await disconnectDatabase();
    process.exit(exitCode);
  });
