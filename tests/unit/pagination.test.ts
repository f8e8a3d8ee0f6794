import { describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE, idSchema, optionalText, paginationSchema, requiredEmail, requiredText, searchText } from "@/lib/schemas/common";

describe("paginationSchema", () => {
  it("caps page size at 500", () => {
    expect(MAX_PAGE_SIZE).toBe(500);
  });

  it.each([
    ["defaults", {}, { skip: 0, limit: 50 }],
    ["query-string numbers", { skip: "100", limit: "25" }, { skip: 100, limit: 25 }],
    ["real numbers", { skip: 3, limit: 7 }, { skip: 3, limit: 7 }],
    ["the largest page", { limit: "500" }, { skip: 0, limit: 500 }],
    ["the smallest page", { limit: "1" }, { skip: 0, limit: 1 }],
    ["the largest skip", { skip: "1000000" }, { skip: 1_000_000, limit: 50 }],
    ["padded numbers", { skip: " 5 ", limit: " 6 " }, { skip: 5, limit: 6 }],
  ])("accepts %s", (_label, query, expected) => {
    expect(paginationSchema.parse(query)).toEqual(expected);
  });

  it.each([
    ["limit over the cap", { limit: "501" }, "limit", "limit cannot be more than 500."],
    ["a huge limit", { limit: "100000" }, "limit", "limit cannot be more than 500."],
    ["limit zero", { limit: "0" }, "limit", "limit must be at least 1."],
    ["a negative limit", { limit: "-5" }, "limit", "limit must be at least 1."],
    ["a fractional limit", { limit: "2.5" }, "limit", "limit must be a whole number."],
    ["a non-numeric limit", { limit: "ten" }, "limit", "limit must be a number."],
    ["a negative skip", { skip: "-1" }, "skip", "skip cannot be negative."],
    ["a fractional skip", { skip: "0.5" }, "skip", "skip must be a whole number."],
    ["a non-numeric skip", { skip: "abc" }, "skip", "skip must be a number."],
    ["an absurd skip", { skip: "1000001" }, "skip", "skip is too large."],
    ["an infinite skip", { skip: "Infinity" }, "skip", undefined],
  ])("rejects %s", (_label, query, field, message) => {
    const result = paginationSchema.safeParse(query);
    expect(result.success).toBe(false);
    const issues = result.error!.issues.filter((issue) => issue.path.join(".") === field);
    expect(issues).toHaveLength(1);
    if (message) expect(issues[0]!.message).toBe(message);
  });
});

describe("field builders", () => {
  it("requiredText trims, requires and limits", () => {
    const schema = requiredText("Title", 5);
    expect(schema.parse("  abc ")).toBe("abc");
    expect(schema.safeParse("   ").error?.issues[0]?.message).toBe("Title is required.");
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe("Title is required.");
    expect(schema.safeParse("abcdef").error?.issues[0]?.message).toBe("Title must be at most 5 characters.");
  });

  it.each([
    [undefined, null],
    [null, null],
    ["", null],
    ["  ", null],
    [" x ", "x"],
  ])("optionalText(%j) → %j", (input, expected) => {
    expect(optionalText("Note", 10).parse(input)).toBe(expected);
  });

  it("optionalText rejects over-long text", () => {
    expect(optionalText("Note", 3).safeParse("abcd").error?.issues[0]?.message).toBe("Note must be at most 3 characters.");
  });

  it("requiredEmail requires before it checks the format", () => {
    const schema = requiredEmail("E-mail");
    expect(schema.safeParse("").error?.issues.map((issue) => issue.message)).toEqual(["E-mail is required."]);
    expect(schema.safeParse("x").error?.issues.map((issue) => issue.message)).toEqual(["E-mail must be a valid e-mail address."]);
  });

  it.each([
    ["3b241101-e2bb-4255-8caf-4136c566a962", true],
    ["3B241101-E2BB-4255-8CAF-4136C566A962", true],
    ["3b241101e2bb42558caf4136c566a962", false],
    ["", false],
    ["'; DROP TABLE clients; --", false],
  ])("idSchema %j → %s", (value, ok) => {
    expect(idSchema.safeParse(value).success).toBe(ok);
  });

  it.each([
    [undefined, undefined],
    ["", undefined],
    ["  ", undefined],
    [" ab ", "ab"],
  ])("searchText(%j) → %j", (value, expected) => {
    expect(searchText.parse(value)).toBe(expected);
  });
});
