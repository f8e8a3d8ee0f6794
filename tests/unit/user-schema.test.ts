import { describe, expect, it } from "vitest";
import { createUserSchema, updateUserSchema, userAvatarSchema, userFormSchema } from "@/lib/schemas/user";

const valid = {
  userName: "kaia.joseph",
  password: "Secret!123",
  firstName: " Kaia ",
  lastName: "Joseph",
  email: "Kaia.Joseph@Agency.TEST",
  role: "property-specialist",
};
const ID = "7a0c3c4e-3d7b-4d7e-9a51-2f7d6f8f4b10";

function firstError(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const issue = result.error?.issues[0];
  return issue ? { field: issue.path.join("."), message: issue.message } : undefined;
}

describe("createUserSchema", () => {
  it("accepts a complete user: trims names, lower-cases the e-mail, enables by default, drops unknown fields", () => {
    const parsed = createUserSchema.parse({ ...valid, passwordHash: "x", roleCode: "admin", pictureId: "y" });
    expect(parsed).toEqual({ ...valid, firstName: "Kaia", email: "kaia.joseph@agency.test", isActive: true });
  });

  it("keeps the password exactly as typed (spaces included)", () => {
    expect(createUserSchema.parse({ ...valid, password: "  spaced out  " }).password).toBe("  spaced out  ");
  });

  it.each([
    ["userName", undefined, "User name is required."],
    ["userName", "  ", "User name is required."],
    ["userName", "two words", "User name cannot contain spaces."],
    ["userName", "u".repeat(81), "User name must be at most 80 characters."],
    ["firstName", "", "First name is required."],
    ["lastName", undefined, "Last name is required."],
    ["email", "", "E-mail address is required."],
    ["email", "kaia@", "E-mail address must be a valid e-mail address."],
    ["email", "kaia agency.test", "E-mail address must be a valid e-mail address."],
    ["role", undefined, "Role is required."],
    ["role", "", "Role is required."],
    ["role", "owner", "Role must be admin or property-specialist."],
    ["password", undefined, "Password is required."],
    ["password", "", "Password is required."],
    ["password", "1234567", "Password must be at least 8 characters."],
    ["password", "p".repeat(129), "Password must be at most 128 characters."],
    ["isActive", "true", "isActive must be true or false."],
  ])("%s = %j → %s", (field, value, message) => {
    expect(firstError(createUserSchema.safeParse({ ...valid, [field]: value }))).toEqual({ field, message });
  });
});

describe("updateUserSchema", () => {
  const update = { ...valid, _id: ID, isActive: false };

  it.each([[undefined], [""], [null]])("a password of %j keeps the old one", (password) => {
    const parsed = updateUserSchema.parse({ ...update, password });
    expect(parsed.password).toBeUndefined();
    expect(parsed.isActive).toBe(false);
  });

  it("a new password follows the same rules as on create", () => {
    expect(updateUserSchema.parse({ ...update, password: "Another!pass" }).password).toBe("Another!pass");
    expect(firstError(updateUserSchema.safeParse({ ...update, password: "short" }))?.field).toBe("password");
  });

  it("needs a valid _id", () => {
    expect(firstError(updateUserSchema.safeParse({ ...update, _id: undefined }))?.field).toBe("_id");
    expect(firstError(updateUserSchema.safeParse({ ...update, _id: "42" }))).toEqual({ field: "_id", message: "Invalid id." });
  });
});

describe("userFormSchema", () => {
  it("requires the password in create mode only", () => {
    expect(userFormSchema("create").safeParse({ ...valid, password: "" }).success).toBe(false);
    const parsed = userFormSchema("update").parse({ ...valid, password: "" });
    expect(parsed).not.toHaveProperty("password", expect.anything());
  });
});

describe("userAvatarSchema", () => {
  it("reads the picture only; role or isActive in the body are ignored", () => {
    expect(userAvatarSchema.parse({ picture: "data:image/png;base64,AAAA", role: "admin", isActive: false })).toEqual({
      picture: "data:image/png;base64,AAAA",
    });
  });

  it.each([[undefined], [""], [42]])("picture %j is refused", (picture) => {
    expect(firstError(userAvatarSchema.safeParse({ picture }))?.field).toBe("picture");
  });
});
