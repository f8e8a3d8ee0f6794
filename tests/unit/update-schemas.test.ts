import { describe, expect, it } from "vitest";
import { clientSchemas, serviceProviderSchemas } from "@/lib/schemas/contact-party";
import { updateListingSchema } from "@/lib/schemas/listing";
import { updateReminderSchema } from "@/lib/schemas/reminder";
import { updateServiceOrderSchema } from "@/lib/schemas/service-order";
import { updateUserSchema } from "@/lib/schemas/user";
import type { ZodType } from "zod";

/**
 * Item 5: an update body carries `_id` and the fields to change. A field left out must stay out of
 * the parsed body (no default, no "blank means null"), so the server keeps the stored value; a field
 * that is sent goes through the create's rule, with its message.
 */
const ID = "0b5e7a52-6d0c-4d6e-9a51-3a0d3f1b2c11";

const UPDATE_SCHEMAS: [name: string, schema: ZodType, optionalFields: string[]][] = [
  ["users", updateUserSchema, ["isActive", "password"]],
  ["clients", clientSchemas.update, ["contactSecondaryNumber", "contactWebsiteURL"]],
  ["service providers", serviceProviderSchemas.update, ["contactSecondaryNumber", "contactWebsiteURL"]],
  ["listings", updateListingSchema, ["image", "propertyType", "amenities", "services", "cost", "size", "rooms", "currentLease", "notes"]],
  ["service orders", updateServiceOrderSchema, ["notes"]],
  ["reminders", updateReminderSchema, ["frequency", "dayOfWeek", "status"]],
];

describe.each(UPDATE_SCHEMAS)("the %s update body", (_name, schema, optionalFields) => {
  it("with only _id parses to only _id: nothing is defaulted or blanked", () => {
    expect(schema.parse({ _id: ID })).toEqual({ _id: ID });
  });

  it.each(optionalFields)("leaves %s out when it is not sent", (field) => {
    expect(Object.keys(schema.parse({ _id: ID }) as object)).not.toContain(field);
  });

  it("still needs a valid _id", () => {
    const missing = schema.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => issue.path.join("."))).toContain("_id");
    expect(schema.safeParse({ _id: "42" }).error?.issues[0]?.message).toBe("Invalid id.");
  });
});

describe("fields that are sent", () => {
  it("isActive false stays false; a user update without it has no isActive at all", () => {
    expect(updateUserSchema.parse({ _id: ID, isActive: false })).toEqual({ _id: ID, isActive: false });
    expect(updateUserSchema.parse({ _id: ID, firstName: "Ana" })).toEqual({ _id: ID, firstName: "Ana" });
  });

  it.each([
    ["isActive", null, "isActive must be true or false."],
    ["firstName", "", "First name is required."],
    ["email", "nope", "E-mail address must be a valid e-mail address."],
    ["role", "owner", "Role must be admin or property-specialist."],
  ])("a user's %s sent as %j is refused with the create's message", (field, value, message) => {
    const result = updateUserSchema.safeParse({ _id: ID, [field]: value });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([[field, message]]);
  });

  it.each([null, ""])("an optional text sent as %j clears it (null)", (value) => {
    expect(clientSchemas.update.parse({ _id: ID, contactSecondaryNumber: value, contactWebsiteURL: value })).toEqual({
      _id: ID,
      contactSecondaryNumber: null,
      contactWebsiteURL: null,
    });
  });

  it("a required text sent blank is refused, not cleared", () => {
    expect(serviceProviderSchemas.update.safeParse({ _id: ID, name: "  " }).error?.issues[0]?.message).toBe("Name is required.");
  });

  it("a listing's nested section keeps the parts it does not send", () => {
    expect(updateListingSchema.parse({ _id: ID, cost: { rentalPriceInUS: "1500" } })).toEqual({
      _id: ID,
      cost: { rentalPriceInUS: "1500.00" },
    });
    expect(updateListingSchema.parse({ _id: ID, rooms: { bedrooms: 5 } })).toEqual({ _id: ID, rooms: { bedrooms: 5 } });
    expect(updateListingSchema.parse({ _id: ID, currentLease: { tenantName: "Ana" } })).toEqual({
      _id: ID,
      currentLease: { tenantName: "Ana" },
    });
  });

  it("a listing's rooms or lease sent as null clear the whole section", () => {
    expect(updateListingSchema.parse({ _id: ID, rooms: null, currentLease: null })).toEqual({ _id: ID, rooms: null, currentLease: null });
  });

  it.each([
    ["cost", "cheap", "Cost must be an object."],
    ["size", [], "Size must be an object."],
    ["rooms", 3, "Rooms must be an object."],
    ["currentLease", "none", "The lease must be an object."],
  ])("a listing's %s that is not an object is refused", (field, value, message) => {
    expect(updateListingSchema.safeParse({ _id: ID, [field]: value }).error?.issues[0]?.message).toBe(message);
  });

  it("a section hidden by the status or type the body sends is not checked (as on create)", () => {
    const brokenLease = { tenantEmail: "not an e-mail" };
    expect(updateListingSchema.parse({ _id: ID, status: "sold", currentLease: brokenLease })).toEqual({
      _id: ID,
      status: "sold",
      currentLease: null,
    });
    expect(
      updateListingSchema.parse({
        _id: ID,
        listingType: "land-only",
        propertyType: "castle",
        rooms: { bedrooms: "many" },
        size: { lotSizeAcres: "1" },
      }),
    ).toEqual({
      _id: ID,
      listingType: "land-only",
      propertyType: null,
      rooms: null,
      size: { lotSizeAcres: "1.0000", propertySizeSqFeet: null },
    });
  });

  it("a lease sent without a status is checked (the stored status decides on the server whether it is kept)", () => {
    expect(updateListingSchema.safeParse({ _id: ID, currentLease: { tenantEmail: "not an e-mail" } }).error?.issues[0]?.message).toBe(
      "Tenant e-mail must be a valid e-mail address.",
    );
  });

  it("a reminder's frequency left out is not 'none'; sent alone it is checked by value only (the recurrence rule runs on the merged reminder)", () => {
    expect(updateReminderSchema.parse({ _id: ID, notes: "Call first" })).toEqual({ _id: ID, notes: "Call first" });
    expect(updateReminderSchema.parse({ _id: ID, frequency: "weekly" })).toEqual({ _id: ID, frequency: "weekly" });
    expect(updateReminderSchema.safeParse({ _id: ID, frequency: "yearly" }).error?.issues[0]?.path).toEqual(["frequency"]);
  });

  it("a service order's notes sent as '' clear them; its status and creator are not update fields", () => {
    expect(updateServiceOrderSchema.parse({ _id: ID, notes: "", status: "APPROVED", created_by: { name: "x" } })).toEqual({
      _id: ID,
      notes: null,
    });
  });
});
