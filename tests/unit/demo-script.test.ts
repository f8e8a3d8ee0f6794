import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * `npm run demo` (scripts/demo.sh) publishes its passwords in the README, so it listens on this computer only
 * unless HOST says otherwise. Run here with `npx` and `npm` stubbed (no build, no seed, no server): what it prints
 * and what it asks `next start` to listen on.
 */
describe("npm run demo", () => {
  const stubs = mkdtempSync(join(tmpdir(), "demo-stubs-"));
  const startedWith = join(stubs, "npm-args");
  const npxCalls = join(stubs, "npx-calls");
  // The build's folder, with a BUILD_ID as `next build` leaves it (the stubbed build writes nothing).
  const built = mkdtempSync(join(tmpdir(), "demo-next-"));
  writeFileSync(join(built, "BUILD_ID"), "demo-test\n");
  const buildStamp = join(built, "demo-build-fingerprint");
  writeFileSync(join(stubs, "npx"), `#!/bin/sh\nprintf '%s\\n' "$*" >> "${npxCalls}"\n`);
  writeFileSync(join(stubs, "npm"), `#!/bin/sh\nprintf '%s\\n' "$NEXTAUTH_URL" "$@" > "${startedWith}"\n`);
  chmodSync(join(stubs, "npx"), 0o755);
  chmodSync(join(stubs, "npm"), 0o755);
  afterAll(() => {
    rmSync(stubs, { recursive: true, force: true });
    rmSync(built, { recursive: true, force: true });
  });

  function demo(env: Record<string, string>) {
    // Whatever the shell running the tests has for these, the demo's own defaults are what is tested.
    const childEnv: NodeJS.ProcessEnv = {
      ...process.env,
      PATH: `${stubs}:${process.env.PATH}`,
      NEXTAUTH_SECRET: "x".repeat(32),
      DEMO_NEXT_DIR: built,
    };
    for (const key of ["HOST", "NEXTAUTH_URL", "PORT"] as const) delete childEnv[key];
    const printed = execFileSync("bash", ["scripts/demo.sh"], {
      env: { ...childEnv, ...env },
      encoding: "utf8",
    });
    const [siteUrl, ...args] = readFileSync(startedWith, "utf8").trim().split("\n");
    return { printed, args, siteUrl, listensOn: args[args.indexOf("-H") + 1] };
  }

  it("listens on 127.0.0.1 and prints that address when HOST is not set", () => {
    const { printed, args, siteUrl, listensOn } = demo({ PORT: "3456" });
    expect(args).toEqual(["start", "--silent", "--", "-p", "3456", "-H", "127.0.0.1"]);
    expect(listensOn).toBe("127.0.0.1");
    // Sign-in's own links and cookies name the address it is opened at.
    expect(siteUrl).toBe("http://127.0.0.1:3456");
    expect(printed).toContain("Agency Console: http://127.0.0.1:3456  (this computer only; Ctrl+C stops it)");
    expect(printed).not.toContain("localhost");
  });

  it("listens where HOST says, and says when that opens it to other computers", () => {
    const everywhere = demo({ HOST: "0.0.0.0" });
    expect(everywhere.listensOn).toBe("0.0.0.0");
    expect(everywhere.printed).toContain("Agency Console: http://localhost:3000  (listening on 0.0.0.0: open to other computers;");
    const ipv6 = demo({ HOST: "[::1]", PORT: "3001" });
    expect(ipv6.listensOn).toBe("::1");
    expect(ipv6.printed).toContain("Agency Console: http://[::1]:3001  (this computer only;");
  });

  it("builds when the sources changed since its last build, and skips the build while nothing did", () => {
    const builds = () =>
      existsSync(npxCalls)
        ? readFileSync(npxCalls, "utf8")
            .split("\n")
            .filter((line) => line === "next build").length
        : 0;
    rmSync(buildStamp, { force: true });
    const before = builds();
    expect(demo({}).printed).toContain("Building");
    expect(builds()).toBe(before + 1);
    const fingerprint = execFileSync("node", ["scripts/build-fingerprint.mjs"], { encoding: "utf8" }).trim();
    expect(readFileSync(buildStamp, "utf8").trim()).toBe(fingerprint);

    expect(demo({}).printed).toContain("The build is up to date");
    expect(builds()).toBe(before + 1);
    rmSync(join(built, "BUILD_ID"));
    expect(demo({}).printed).toContain("Building");
    expect(builds()).toBe(before + 2);
    writeFileSync(join(built, "BUILD_ID"), "demo-test\n");
    writeFileSync(buildStamp, "a fingerprint of other sources\n");
    expect(demo({}).printed).toContain("Building");
    expect(builds()).toBe(before + 3);
    expect(demo({ DEMO_BUILD: "always" }).printed).toContain("Building");
    expect(builds()).toBe(before + 4);
  });
});
