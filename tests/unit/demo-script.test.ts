import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
  writeFileSync(join(stubs, "npx"), "#!/bin/sh\nexit 0\n");
  writeFileSync(join(stubs, "npm"), `#!/bin/sh\nprintf '%s\\n' "$NEXTAUTH_URL" "$@" > "${startedWith}"\n`);
  chmodSync(join(stubs, "npx"), 0o755);
  chmodSync(join(stubs, "npm"), 0o755);
  afterAll(() => rmSync(stubs, { recursive: true, force: true }));

  function demo(env: Record<string, string>) {
    // Whatever the shell running the tests has for these, the demo's own defaults are what is tested.
    const childEnv: NodeJS.ProcessEnv = { ...process.env, PATH: `${stubs}:${process.env.PATH}`, NEXTAUTH_SECRET: "x".repeat(32) };
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
});
