import { describe, expect, it } from "vitest";
import { signInSchema } from "@/lib/schemas/auth";
import { checkSignIn } from "@/lib/schemas/sign-in-rules";

describe("signInSchema", () => {
  it("accepts an e-mail and a password, trimming only the e-mail", () => {
    expect(signInSchema.parse({ email: "  admin@agency.example ", password: "  secret with spaces  " })).toEqual({
      email: "admin@agency.example",
      password: "  secret with spaces  ",
    });
  });

  it("applies no other rule to the e-mail (PRODUCT.md#sign-in: required only)", () => {
    expect(signInSchema.parse({ email: "admin", password: "x" })).toEqual({ email: "admin", password: "x" });
  });

  it.each([
    ["email missing", { password: "pw" }, "email", "E-mail is required."],
    ["email null", { email: null, password: "pw" }, "email", "E-mail is required."],
    ["email empty", { email: "", password: "pw" }, "email", "E-mail is required."],
    ["email blank", { email: "    ", password: "pw" }, "email", "E-mail is required."],
    ["email a number", { email: 12, password: "pw" }, "email", "E-mail is required."],
    ["email too long", { email: `${"a".repeat(250)}@b.co`, password: "pw" }, "email", "E-mail is too long."],
    ["password missing", { email: "a@b.co" }, "password", "Password is required."],
    ["password null", { email: "a@b.co", password: null }, "password", "Password is required."],
    ["password empty", { email: "a@b.co", password: "" }, "password", "Password is required."],
    ["password one over 128", { email: "a@b.co", password: "p".repeat(129) }, "password", "Password is too long."],
    ["password of 5,000,000 characters", { email: "a@b.co", password: "p".repeat(5_000_000) }, "password", "Password is too long."],
  ])("%s", (_label, body, field, message) => {
    const result = signInSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([[field, message]]);
  });

  it("accepts a 128-character password (the longest a user can set) and a blank-looking one (spaces are characters)", () => {
    expect(signInSchema.parse({ email: "a@b.co", password: "p".repeat(128) }).password).toHaveLength(128);
    expect(signInSchema.parse({ email: "a@b.co", password: "   " }).password).toBe("   ");
  });

  it("strips unknown fields", () => {
    expect(signInSchema.parse({ email: "a@b.co", password: "pw", role: "admin" })).toEqual({ email: "a@b.co", password: "pw" });
  });
});

describe("checkSignIn (the sign-in form's zod-free check)", () => {
  it.each([
    ["both given", { email: "  admin@agency.example ", password: "  pw  " }],
    ["nothing", { email: "", password: "" }],
    ["a blank e-mail", { email: "   ", password: "pw" }],
    ["an e-mail too long", { email: `${"a".repeat(250)}@b.co`, password: "pw" }],
    ["the longest e-mail, once trimmed", { email: ` ${"a".repeat(249)}@b.co `, password: "pw" }],
    ["no password", { email: "a@b.co", password: "" }],
    ["a password of spaces", { email: "a@b.co", password: "   " }],
    ["the longest password", { email: "a@b.co", password: "p".repeat(128) }],
    ["a password too long", { email: "a@b.co", password: "p".repeat(129) }],
    ["both wrong", { email: " ", password: "p".repeat(129) }],
  ])("%s: the same answer and messages as signInSchema", (_label, input) => {
    const parsed = signInSchema.safeParse(input);
    const check = checkSignIn(input);
    if (parsed.success) expect(check).toEqual({ ok: true, value: parsed.data });
    else
      expect(check).toEqual({
        ok: false,
        errors: Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message])),
      });
  });
});
