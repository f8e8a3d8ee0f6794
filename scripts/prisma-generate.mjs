// Runs `prisma generate` offline. The Prisma CLI insists on a schema-engine
// binary it would download from Prisma's CDN (unreachable on our machines);
// generate does not actually use it, so a stub executable satisfies the check.
// The variable is set for this one command only.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const stubDir = mkdtempSync(join(tmpdir(), "prisma-engine-stub-"));
const stub = join(stubDir, "schema-engine");
writeFileSync(stub, "#!/bin/sh\nexit 0\n");
chmodSync(stub, 0o755);

execFileSync("npx", ["prisma", "generate", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: stub, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
});
