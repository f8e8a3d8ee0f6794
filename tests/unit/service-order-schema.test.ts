import { describe, expect, it } from "vitest";
import {
  createServiceOrderSchema,
  DUE_DATE_IN_PAST_MESSAGE,
  serviceOrderFormSchema,
  serviceOrderListQuerySchema,
  serviceOrderStatusSchema,
  updateServiceOrderSchema,
} from "@/lib/schemas/service-order";

const LISTING = "4f9c2a52-1c1f-4d7e-9a55-0a1b2c3d4e5f";
const PROVIDER = "6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d";

const apiBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Fix the roof",
  listingRef: LISTING,
  serviceProviderRef: PROVIDER,
  serviceDueDateTime: "2026-12-01T14:30:00.000Z",
  details: "Leak above the kitchen.",
  notes: "",
  ...overrides,
});

const formValues = (overrides: Record<string, unknown> = {}) => ({
  name: "Fix the roof",
  listingRef: LISTING,
  serviceProviderRef: PROVIDER,
  dueDate: "2026-12-01",
  hours: "2",
  minutes: "30",
  amPM: "PM",
  details: "Leak above the kitchen.",
  notes: "",
  ...overrides,
});

function firstMessage(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) {
  return result.error?.issues.find((issue) => issue.path.join(".") === field)?.message;
}

describe("the API schema", () => {
  it("accepts a complete order and reads the due date as an instant", () => {
    const parsed = createServiceOrderSchema.parse(apiBody({ serviceDueDateTime: "2026-12-01T10:30:00-04:00" }));
    expect(parsed.serviceDueDateTime.toISOString()).toBe("2026-12-01T14:30:00.000Z");
    expect(parsed.notes).toBeNull();
  });

  it.each([
    ["name", "", "Name is required."],
    ["listingRef", "", "Listing is required."],
    ["listingRef", "not-an-id", "Listing is required."],
    ["serviceProviderRef", undefined, "Service provider is required."],
    ["serviceDueDateTime", "", "Due date is required."],
    ["serviceDueDateTime", "2026-12-01", "Due date must be a date and time (ISO 8601 with a time zone)."],
    ["serviceDueDateTime", "2026-12-01T10:00:00", "Due date must be a date and time (ISO 8601 with a time zone)."],
    ["details", "   ", "Details is required."],
  ])("%s = %j → %s", (field, value, message) => {
    const result = createServiceOrderSchema.safeParse(apiBody({ [field]: value }));
    expect(result.success).toBe(false);
    expect(firstMessage(result, field)).toBe(message);
  });

  it("update needs the _id", () => {
    expect(updateServiceOrderSchema.safeParse(apiBody()).success).toBe(false);
    expect(updateServiceOrderSchema.safeParse({ ...apiBody(), _id: LISTING }).success).toBe(true);
  });
});

describe("status", () => {
  it.each([
    ["APPROVED", "APPROVED"],
    ["approved", "APPROVED"],
    [" Completed ", "COMPLETED"],
  ])("%j → %s", (input, status) => expect(serviceOrderStatusSchema.parse(input)).toBe(status));

  it.each(["CANCELLED", "", "ALL", "pastDue"])("%j is refused", (input) =>
    expect(serviceOrderStatusSchema.safeParse(input).success).toBe(false),
  );

  it("the list's status filter treats ALL and blank as no filter", () => {
    expect(serviceOrderListQuerySchema.parse({ status: "ALL" }).status).toBeUndefined();
    expect(serviceOrderListQuerySchema.parse({ status: "" }).status).toBeUndefined();
    expect(serviceOrderListQuerySchema.parse({ status: "pending" }).status).toBe("PENDING");
    expect(serviceOrderListQuerySchema.safeParse({ status: "OPEN" }).success).toBe(false);
    expect(serviceOrderListQuerySchema.parse({ sortItems: "true" }).sortItems).toBe(true);
    expect(serviceOrderListQuerySchema.parse({}).sortItems).toBe(false);
  });
});

describe("the form", () => {
  const schema = serviceOrderFormSchema("2026-11-21");

  it("accepts a complete form", () => {
    expect(schema.safeParse(formValues()).success).toBe(true);
  });

  it.each([
    ["name", "", "Name is required."],
    ["listingRef", "", "Listing is required."],
    ["serviceProviderRef", "", "Service provider is required."],
    ["dueDate", "", "Due date is required."],
    ["dueDate", "2026-11-20", DUE_DATE_IN_PAST_MESSAGE],
    ["hours", "", "Hours are required."],
    ["hours", "13", "Hours cannot be greater than 12."],
    ["minutes", "", "Minutes are required."],
    ["minutes", "60", "Minutes cannot be greater than 59."],
    ["amPM", "", "AM/PM is required."],
    ["details", "", "Details is required."],
  ])("%s = %j → %s", (field, value, message) => {
    const result = schema.safeParse(formValues({ [field]: value }));
    expect(result.success).toBe(false);
    expect(firstMessage(result, field)).toBe(message);
  });

  it("today itself is allowed; notes are optional", () => {
    expect(schema.safeParse(formValues({ dueDate: "2026-11-21", notes: undefined })).success).toBe(true);
  });
});
