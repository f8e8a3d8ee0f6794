import { describe, expect, it } from "vitest";
import { clientFieldsSchema } from "@/lib/schemas/client";
import { serviceProviderFieldsSchema, serviceProviderListQuerySchema, updateServiceProviderSchema } from "@/lib/schemas/service-provider";

/** SPEC §5: providers follow the client rules exactly. */
const body = (overrides: Record<string, unknown> = {}) => ({
  name: "Island Cool Air",
  contactFirstName: "Desmond",
  contactLastName: "Joseph",
  contactPrimaryNumber: "+1 758 555 0177",
  contactSecondaryNumber: "",
  contactEmailAddress: "desmond@coolair.example",
  contactWebsiteURL: "",
  contactMailingAddress: "4 Jeremie Street, Castries",
  ...overrides,
});

const cases: [string, unknown][] = [
  ["name", ""],
  ["name", "N".repeat(201)],
  ["contactFirstName", "  "],
  ["contactLastName", undefined],
  ["contactPrimaryNumber", ""],
  ["contactEmailAddress", "not-an-email"],
  ["contactEmailAddress", ""],
  ["contactMailingAddress", null],
  ["contactSecondaryNumber", "1".repeat(41)],
  ["contactWebsiteURL", "w".repeat(501)],
];

describe("provider fields", () => {
  it("accept a complete provider; optional blanks become null", () => {
    const parsed = serviceProviderFieldsSchema.parse(body());
    expect(parsed.contactSecondaryNumber).toBeNull();
    expect(parsed.contactWebsiteURL).toBeNull();
  });

  it.each(cases)("%s = %j is refused with the client's message", (field, value) => {
    const provider = serviceProviderFieldsSchema.safeParse(body({ [field]: value }));
    const client = clientFieldsSchema.safeParse(body({ [field]: value }));
    expect(provider.success).toBe(false);
    expect(provider.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual(
      client.error?.issues.map((issue) => [issue.path.join("."), issue.message]),
    );
  });

  it("update needs an _id; the list query caps the limit", () => {
    expect(updateServiceProviderSchema.safeParse(body()).success).toBe(false);
    expect(serviceProviderListQuerySchema.safeParse({ limit: "501" }).success).toBe(false);
    expect(serviceProviderListQuerySchema.parse({ name: "  cool " }).name).toBe("cool");
  });
});
