import { describe, expect, it } from "vitest";
import { clientSchemas, serviceProviderSchemas } from "@/lib/schemas/contact-party";

/**
 * Clients and service providers are one contact-party module in two
 * configurations (lib/schemas/contact-party.ts): every rule and message below
 * holds for both, each through its own register, update and list schemas.
 */
const PARTIES = [
  ["clients", clientSchemas],
  ["service providers", serviceProviderSchemas],
] as const;

/** A valid body; each case below changes one thing. */
function validParty(): Record<string, unknown> {
  return {
    name: "Blue Bay Holdings",
    contactFirstName: "Ana",
    contactLastName: "Rivera",
    contactPrimaryNumber: "+1 787 555 0101",
    contactSecondaryNumber: "+1 787 555 0102",
    contactEmailAddress: "ana@bluebay.example",
    contactWebsiteURL: "https://bluebay.example",
    contactMailingAddress: "12 Calle Luna, San Juan PR 00901",
  };
}

function messagesFor(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) {
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).filter((issue) => issue.path.join(".") === field).map((issue) => issue.message);
}

const REQUIRED: [field: string, message: string][] = [
  ["name", "Name is required."],
  ["contactFirstName", "Contact first name is required."],
  ["contactLastName", "Contact last name is required."],
  ["contactPrimaryNumber", "Primary number is required."],
  ["contactEmailAddress", "E-mail address is required."],
  ["contactMailingAddress", "Mailing address is required."],
];

const MAX_LENGTHS: [field: string, max: number, message: string][] = [
  ["name", 200, "Name must be at most 200 characters."],
  ["contactFirstName", 80, "Contact first name must be at most 80 characters."],
  ["contactLastName", 80, "Contact last name must be at most 80 characters."],
  ["contactPrimaryNumber", 40, "Primary number must be at most 40 characters."],
  ["contactSecondaryNumber", 40, "Secondary number must be at most 40 characters."],
  ["contactWebsiteURL", 500, "Website must be at most 500 characters."],
  ["contactMailingAddress", 500, "Mailing address must be at most 500 characters."],
];

/** A value of exactly `length` characters that is valid for the field (a website must be a web address). */
function textOfLength(field: string, length: number): string {
  const site = "https://bluebay.example/";
  return field === "contactWebsiteURL" ? `${site}${"x".repeat(length - site.length)}` : "x".repeat(length);
}

const OPTIONAL_SAMPLES: Record<string, string> = {
  contactSecondaryNumber: "+1 787 555 0102",
  contactWebsiteURL: "https://bluebay.example",
};

describe.each(PARTIES)("%s: the register schema", (_party, { create }) => {
  it("accepts a complete client unchanged", () => {
    expect(create.parse(validParty())).toEqual(validParty());
  });

  describe.each(REQUIRED)("required field %s", (field, message) => {
    it.each([
      ["missing", undefined],
      ["null", null],
      ["empty", ""],
      ["blank", "   \t "],
    ])("%s → %j", (_label, value) => {
      const body = validParty();
      if (value === undefined) delete body[field];
      else body[field] = value;
      const result = create.safeParse(body);
      expect(messagesFor(result, field)).toEqual([message]);
      // Only the broken field is reported.
      expect(result.error?.issues).toHaveLength(1);
    });
  });

  it("reports every missing required field of an empty body, each with its own message", () => {
    const result = create.safeParse({});
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(byField).toEqual(Object.fromEntries(REQUIRED));
  });

  it.each([["not-an-email"], ["ana@"], ["@bluebay.example"], ["ana bluebay@example.com"], ["ana@bluebay"]])(
    "rejects the e-mail %j",
    (email) => {
      const result = create.safeParse({ ...validParty(), contactEmailAddress: email });
      expect(messagesFor(result, "contactEmailAddress")).toEqual(["E-mail address must be a valid e-mail address."]);
    },
  );

  it.each([["ana@bluebay.example"], ["first.last+tag@sub.domain.example.com"], ["  padded@bluebay.example  "]])(
    "accepts the e-mail %j",
    (email) => {
      const parsed = create.parse({ ...validParty(), contactEmailAddress: email });
      expect(parsed.contactEmailAddress).toBe(email.trim());
    },
  );

  it("accepts a 254-character e-mail address and rejects a 255-character one", () => {
    const longest = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(61)}`;
    expect(longest).toHaveLength(254);
    expect(create.parse({ ...validParty(), contactEmailAddress: longest }).contactEmailAddress).toBe(longest);
    const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(62)}`;
    expect(email).toHaveLength(255);
    const result = create.safeParse({ ...validParty(), contactEmailAddress: email });
    expect(messagesFor(result, "contactEmailAddress")).toContain("E-mail address must be at most 254 characters.");
  });

  describe.each(["contactSecondaryNumber", "contactWebsiteURL"])("optional field %s", (field) => {
    it.each([
      ["missing", undefined],
      ["null", null],
      ["empty", ""],
      ["blank", "    "],
    ])("%s → null", (_label, value) => {
      const body = validParty();
      if (value === undefined) delete body[field];
      else body[field] = value;
      const parsed = create.parse(body) as Record<string, unknown>;
      expect(parsed).toHaveProperty(field, null);
    });

    it("keeps a value, trimmed", () => {
      const parsed = create.parse({ ...validParty(), [field]: `  ${OPTIONAL_SAMPLES[field]}  ` }) as Record<string, unknown>;
      expect(parsed[field]).toBe(OPTIONAL_SAMPLES[field]);
    });

    it("refuses a non-string", () => {
      const result = create.safeParse({ ...validParty(), [field]: 42 });
      expect(messagesFor(result, field)).toHaveLength(1);
    });
  });

  it("trims every text field", () => {
    const padded = Object.fromEntries(Object.entries(validParty()).map(([key, value]) => [key, `  ${value}\n`]));
    expect(create.parse(padded)).toEqual(validParty());
  });

  describe.each(MAX_LENGTHS)("%s is at most %i characters", (field, max, message) => {
    it("accepts exactly the maximum", () => {
      const parsed = create.parse({ ...validParty(), [field]: textOfLength(field, max) }) as Record<string, unknown>;
      expect(parsed[field]).toHaveLength(max);
    });

    it("rejects one more", () => {
      const result = create.safeParse({ ...validParty(), [field]: textOfLength(field, max + 1) });
      expect(messagesFor(result, field)).toEqual([message]);
    });

    it("measures the length after trimming", () => {
      const parsed = create.parse({ ...validParty(), [field]: `  ${textOfLength(field, max)}  ` }) as Record<string, unknown>;
      expect(parsed[field]).toHaveLength(max);
    });
  });

  it("strips unknown fields (ids, counters, timestamps cannot be injected)", () => {
    const parsed = create.parse({
      ...validParty(),
      _id: "8f7f2b8e-0d7e-4a57-9d6e-2a1f7f0a0b11",
      id: "x",
      nameSort: "evil",
      createdAt: "2020-01-01",
      propertyCount: 99,
    });
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(validParty()).sort());
  });

  it.each([[null], ["text"], [[]], [42]])("rejects a non-object body %j", (body) => {
    expect(create.safeParse(body).success).toBe(false);
  });
});

describe.each(PARTIES)("%s: the update schema", (_party, { update }) => {
  const id = "3b241101-e2bb-4255-8caf-4136c566a962";

  it("accepts a client with a uuid _id and keeps the _id", () => {
    expect(update.parse({ ...validParty(), _id: id })).toEqual({ ...validParty(), _id: id });
  });

  it.each([
    ["missing", undefined],
    ["null", null],
    ["empty", ""],
    ["not a uuid", "123"],
    ["a Mongo ObjectId", "5f1d7f0e9b1e8a3c4d5e6f70"],
    ["a uuid with junk", `${id}x`],
    ["a number", 42],
  ])("rejects an _id that is %s", (_label, value) => {
    const body: Record<string, unknown> = { ...validParty() };
    if (value !== undefined) body._id = value;
    const result = update.safeParse(body);
    expect(messagesFor(result, "_id")).toHaveLength(1);
  });

  it("still validates the other fields", () => {
    const result = update.safeParse({ ...validParty(), _id: id, contactEmailAddress: "nope" });
    expect(messagesFor(result, "contactEmailAddress")).toEqual(["E-mail address must be a valid e-mail address."]);
  });
});

describe.each(PARTIES)("%s: the list query", (_party, { listQuery }) => {
  it.each([
    [{}, { skip: 0, limit: 50, name: undefined }],
    [{ name: "  Bay " }, { skip: 0, limit: 50, name: "Bay" }],
    [{ name: "   " }, { skip: 0, limit: 50, name: undefined }],
    [
      { name: "", skip: "20", limit: "10" },
      { skip: 20, limit: 10, name: undefined },
    ],
  ])("%j → %j", (query, expected) => {
    expect(listQuery.parse(query)).toEqual(expected);
  });

  it("rejects a search text over 200 characters", () => {
    const result = listQuery.safeParse({ name: "n".repeat(201) });
    expect(messagesFor(result, "name")).toEqual(["Search text must be at most 200 characters."]);
  });
});
