// `node scripts/build-fingerprint.mjs`: one SHA-256 of everything `next build` reads — the sources (app, components,
// lib without its generated client, server, worker, public), the schema the client is generated from, the build's
// configuration and lock file, and the Node.js version. `npm run demo` (scripts/demo.sh) builds only when it differs
// from the one it wrote beside its last build.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const root = join(import.meta.dirname, "..");
const DIRECTORIES = ["app", "components", "lib", "server", "worker", "public"];
const SKIPPED = new Set(["lib/generated", "node_modules"]);
const FILES = [
  "package.json",
  "package-lock.json",
  "next.config.mjs",
  "tailwind.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "proxy.ts",
  "instrumentation.ts",
  "prisma/schema.prisma",
];

function* filesUnder(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (SKIPPED.has(relative(root, path))) continue;
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

const paths = [
  ...DIRECTORIES.flatMap((directory) => [...filesUnder(join(root, directory))]),
  ...FILES.map((file) => join(root, file)).filter((path) => statSync(path, { throwIfNoEntry: false })?.isFile()),
].sort();

const hash = createHash("sha256").update(`node ${process.version}\n`);
for (const path of paths) {
  hash.update(`${relative(root, path)}\n`);
  hash.update(createHash("sha256").update(readFileSync(path)).digest());
}
process.stdout.write(`${hash.digest("hex")}\n`);
