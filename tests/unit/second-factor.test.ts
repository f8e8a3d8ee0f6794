import { describe, expect, it } from "vitest";
import { BACKUP_CODE_PATTERN, policyRequiresSecondFactor } from "@/lib/domain/second-factor";
import { backupCodesRegenerateSchema, secondFactorCodeSchema, secondFactorLoginSchema } from "@/lib/schemas/second-factor";
import { openSecret, sealSecret } from "@/server/second-factor/secret-box";

describe("authenticator secrets at rest", () => {
  it("are sealed with a fresh nonce each time and open to the same secret", () => {
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const [first, second] = [sealSecret(secret), sealSecret(secret)];
    expect(first).not.toBe(second);
    expect(first).not.toContain(secret);
    expect(openSecret(first)).toBe(secret);
    expect(openSecret(second)).toBe(secret);
  });

  it("refuse to open when a byte was changed (GCM's tag)", () => {
    const sealed = sealSecret("JBSWY3DPEHPK3PXP").split(".");
    const body = Buffer.from(sealed[3]!, "base64url");
    body[0] = body[0]! ^ 1;
    sealed[3] = body.toString("base64url");
    expect(() => openSecret(sealed.join("."))).toThrow();
  });
});

describe("the policy", () => {
  it.each([
    ["none", "admin", false],
    ["none", "property-specialist", false],
    ["admins", "admin", true],
    ["admins", "property-specialist", false],
    ["everyone", "property-specialist", true],
  ] as const)("%s asks a(n) %s for a second step: %s", (policy, role, required) => {
    expect(policyRequiresSecondFactor(policy, role)).toBe(required);
  });
});

describe("codes as people type them", () => {
  it("takes six digits or a backup code in any case and spacing, and nothing else", () => {
    expect(secondFactorCodeSchema.parse(" 123 456 ")).toBe("123456");
    expect(secondFactorCodeSchema.parse("7KQ2M-X9D4P")).toBe("7kq2m-x9d4p");
    expect(secondFactorCodeSchema.parse("7kq2m x9d4p")).toBe("7kq2mx9d4p");
    for (const wrong of ["12345", "1234567", "abcde-fghi0", "", "x".repeat(41)])
      expect(secondFactorCodeSchema.safeParse(wrong).success).toBe(false);
    expect(BACKUP_CODE_PATTERN.test("7kq2mx9d4p")).toBe(true);
  });

  it("a second step carries a code or a passkey's answer with its token, never both", () => {
    const challengeToken = "t".repeat(43);
    expect(secondFactorLoginSchema.safeParse({ challengeToken, code: "123456" }).success).toBe(true);
    expect(secondFactorLoginSchema.safeParse({ challengeToken, code: "123456", passkey: {} }).success).toBe(false);
    expect(secondFactorLoginSchema.safeParse({ code: "123456" }).success).toBe(false);
    expect(backupCodesRegenerateSchema.safeParse({ password: "x" }).success).toBe(true);
    expect(backupCodesRegenerateSchema.safeParse({}).success).toBe(false);
  });
});
