import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/server/auth/password";

describe("password hashing (argon2id)", () => {
  it("hashes with argon2id at OWASP's minimum cost and a random salt", async () => {
    const first = await hashPassword("correct horse battery staple");
    const second = await hashPassword("correct horse battery staple");
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain("correct horse");
  });

  it("verifies the right password and refuses wrong ones", async () => {
    const stored = await hashPassword("S3cure pässwörd!");
    const cases: [string, boolean][] = [
      ["S3cure pässwörd!", true],
      ["S3cure passwort!", false],
      ["s3cure pässwörd!", false],
      ["S3cure pässwörd! ", false],
      ["S3cure pässwörd", false],
      ["", false],
    ];
    for (const [candidate, expected] of cases) {
      expect(await verifyPassword(stored, candidate), candidate).toBe(expected);
    }
  });

  it("does not truncate long passwords (bcrypt would stop at 72 bytes)", async () => {
    const long = "x".repeat(100);
    const stored = await hashPassword(long);
    expect(await verifyPassword(stored, long)).toBe(true);
    expect(await verifyPassword(stored, `${"x".repeat(99)}y`)).toBe(false);
  });

  it.each([[null], [""]])("returns false when there is no stored hash (%j: unknown user)", async (stored) => {
    expect(await verifyPassword(stored, "timing-equaliser")).toBe(false);
    expect(await verifyPassword(stored, "anything")).toBe(false);
  });

  it("spends about the time of a real check on an unknown user", async () => {
    await verifyPassword(null, "warm-up"); // the dummy hash is computed once
    const stored = await hashPassword("pw");
    const time = async (work: () => Promise<unknown>) => {
      const start = performance.now();
      await work();
      return performance.now() - start;
    };
    // Best of three each: the minimum is what the work costs, without scheduling noise.
    const best = async (work: () => Promise<unknown>) => Math.min(await time(work), await time(work), await time(work));
    const real = await best(() => verifyPassword(stored, "wrong"));
    const unknown = await best(() => verifyPassword(null, "wrong"));
    expect(real).toBeGreaterThan(5); // argon2id at m=19456 is tens of milliseconds
    expect(unknown).toBeGreaterThan(real / 3);
  });

  it.each([["not-a-hash"], ["$argon2id$v=19$m=19456,t=2,p=1$broken"], ["$2b$10$abcdefghijklmnopqrstuv"]])(
    "returns false (does not throw) for a corrupt stored hash %j",
    async (stored) => {
      await expect(verifyPassword(stored, "pw")).resolves.toBe(false);
    },
  );
});
