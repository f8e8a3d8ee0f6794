import { describe, expect, it } from "vitest";
import { firstAdminFromEnv } from "@/prisma/seed/seed-admin";

/** SEED_ADMIN_PASSWORD is held to the lengths sign-in accepts (8 to 128), or the first admin could never sign in. */
describe("firstAdminFromEnv: the password's length", () => {
  const withPassword = (password: string) =>
    firstAdminFromEnv({ SEED_ADMIN_EMAIL: "first@agency.example", SEED_ADMIN_PASSWORD: password } as unknown as NodeJS.ProcessEnv, {
      demo: false,
    });

  it.each([
    [7, false, "SEED_ADMIN_PASSWORD must be at least 8 characters."],
    [8, true, undefined],
    [128, true, undefined],
    [129, false, "SEED_ADMIN_PASSWORD must be at most 128 characters."],
  ])("%i characters → ok: %s", (length, ok, message) => {
    const result = withPassword("p".repeat(length));
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.message).toBe(message);
  });
});
