import { describe, expect, it } from "vitest";
import {
  accountListQuerySchema,
  amountSchema,
  AMOUNT_MESSAGES,
  createTransactionSchema,
  transactionListQuerySchema,
} from "@/lib/schemas/account";
import { statementQuerySchema } from "@/lib/schemas/statement";

const CLIENT = "2f6c1f7e-3a4b-4c5d-8e9f-0a1b2c3d4e5f";

function valid(): Record<string, unknown> {
  return { clientRef: CLIENT, column: "credit", type: "wire", description: "Rent collected - March", value: "1250.00" };
}

function firstMessage(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) {
  expect(result.success).toBe(false);
  return result.error!.issues.find((issue) => issue.path.join(".") === field)?.message;
}

describe("amountSchema: exact, positive, at most two places, at most ten million", () => {
  it.each([
    ["1250", "1250.00"],
    ["1250.5", "1250.50"],
    [" 0.10 ", "0.10"],
    ["0001.01", "1.01"],
    [0.1, "0.10"],
    [42, "42.00"],
    ["10000000", "10000000.00"],
    ["10000000.00", "10000000.00"],
    ["9999999.99", "9999999.99"],
  ])("%j → %s", (input, output) => {
    expect(amountSchema.parse(input)).toBe(output);
  });

  it.each([
    [undefined, AMOUNT_MESSAGES.required],
    [null, AMOUNT_MESSAGES.required],
    ["", AMOUNT_MESSAGES.required],
    ["   ", AMOUNT_MESSAGES.required],
    ["abc", AMOUNT_MESSAGES.notANumber],
    ["1,250.00", AMOUNT_MESSAGES.notANumber],
    ["$5", AMOUNT_MESSAGES.notANumber],
    ["1e3", AMOUNT_MESSAGES.notANumber],
    ["+5", AMOUNT_MESSAGES.notANumber],
    [Number.NaN, AMOUNT_MESSAGES.notANumber],
    [Number.POSITIVE_INFINITY, AMOUNT_MESSAGES.notANumber],
    [0.1 + 0.2, AMOUNT_MESSAGES.places],
    ["1.005", AMOUNT_MESSAGES.places],
    ["0", AMOUNT_MESSAGES.positive],
    ["0.00", AMOUNT_MESSAGES.positive],
    ["-5", AMOUNT_MESSAGES.positive],
    [-0.01, AMOUNT_MESSAGES.positive],
    ["10000000.01", AMOUNT_MESSAGES.max],
    ["99999999", AMOUNT_MESSAGES.max],
    ["123456789012345678901234567890", AMOUNT_MESSAGES.max],
    [true, AMOUNT_MESSAGES.notANumber],
    [{}, AMOUNT_MESSAGES.notANumber],
  ])("%j is refused: %s", (input, message) => {
    const result = amountSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });
});

describe("createTransactionSchema", () => {
  it("accepts a complete posting and trims the description", () => {
    expect(createTransactionSchema.parse({ ...valid(), description: "  Rent  " })).toEqual({
      ...valid(),
      description: "Rent",
      date: undefined,
    });
  });

  it.each([
    ["clientRef", undefined, "Client is required."],
    ["clientRef", "nope", "Client must be a valid id."],
    ["column", undefined, "Column is required."],
    ["column", "", "Column is required."],
    ["column", "CREDIT", "Column must be credit or debit."],
    ["type", undefined, "Type is required."],
    ["type", "bitcoin", "Type must be one of card, cash, check, payment, wire, other."],
    ["description", undefined, "Description is required."],
    ["description", "   ", "Description is required."],
    ["description", "x".repeat(501), "Description must be at most 500 characters."],
    ["value", undefined, AMOUNT_MESSAGES.required],
    ["date", "yesterday", "Date must be a date like 2026-01-31 or an ISO 8601 date-time."],
    ["date", "2026-02-30", "Date must be a date like 2026-01-31 or an ISO 8601 date-time."],
  ])("%s = %j → %s", (field, value, message) => {
    expect(firstMessage(createTransactionSchema.safeParse({ ...valid(), [field]: value }), field)).toBe(message);
  });

  it.each(["2026-01-31", "2026-01-31T10:00:00Z", "2026-01-31T10:00:00.000-04:00"])("accepts the date %s", (date) => {
    expect(createTransactionSchema.parse({ ...valid(), date }).date).toBe(date);
  });

  it("treats a blank or null date as none", () => {
    expect(createTransactionSchema.parse({ ...valid(), date: "" }).date).toBeUndefined();
    expect(createTransactionSchema.parse({ ...valid(), date: null }).date).toBeUndefined();
  });
});

describe("query schemas", () => {
  it("accounts list: accountBalance is a true/false flag", () => {
    expect(accountListQuerySchema.parse({ accountBalance: "true" })).toMatchObject({ accountBalance: true, skip: 0, limit: 50 });
    expect(accountListQuerySchema.parse({}).accountBalance).toBe(false);
    expect(accountListQuerySchema.safeParse({ accountBalance: "yes" }).success).toBe(false);
  });

  it("transactions: client required, 100 per page by default, at most 500", () => {
    expect(transactionListQuerySchema.parse({ client: CLIENT })).toEqual({ client: CLIENT, skip: 0, limit: 100 });
    expect(firstMessage(transactionListQuerySchema.safeParse({}), "client")).toBe("client is required.");
    expect(firstMessage(transactionListQuerySchema.safeParse({ client: "x" }), "client")).toBe("client must be a valid id.");
    expect(firstMessage(transactionListQuerySchema.safeParse({ client: CLIENT, limit: "501" }), "limit")).toBe(
      "limit cannot be more than 500.",
    );
  });

  it("statement: both dates or neither, from ≤ to, at most five years, json, csv or pdf, a page of 100 by default", () => {
    expect(statementQuerySchema.parse({})).toEqual({ format: "json", skip: 0, limit: 100 });
    expect(statementQuerySchema.parse({ from: "2026-01-01", to: "2026-03-31" })).toEqual({
      from: "2026-01-01",
      to: "2026-03-31",
      format: "json",
      skip: 0,
      limit: 100,
    });
    expect(statementQuerySchema.parse({ from: "2026-01-01", to: "2026-01-01", format: "csv" }).format).toBe("csv");
    expect(statementQuerySchema.parse({ format: "pdf" }).format).toBe("pdf");
    expect(statementQuerySchema.safeParse({ limit: "501" }).success).toBe(false);
    expect(firstMessage(statementQuerySchema.safeParse({ from: "2026-02-01", to: "2026-01-31" }), "to")).toBe(
      "The start date must not be after the end date.",
    );
    expect(firstMessage(statementQuerySchema.safeParse({ from: "2020-01-01", to: "2026-01-31" }), "to")).toBe(
      "A statement can cover at most five years.",
    );
    expect(firstMessage(statementQuerySchema.safeParse({ to: "2026-01-31" }), "from")).toBe(
      "Give both from and to, or neither for last calendar month.",
    );
    expect(firstMessage(statementQuerySchema.safeParse({ from: "2026-01-31" }), "to")).toBe(
      "Give both from and to, or neither for last calendar month.",
    );
    expect(firstMessage(statementQuerySchema.safeParse({ from: "2026-13-01", to: "2026-01-31" }), "from")).toBe(
      "from must be a date like 2026-01-31.",
    );
    expect(firstMessage(statementQuerySchema.safeParse({ from: "2026-01-01", to: "2026-01-31", format: "xlsx" }), "format")).toBe(
      "format must be json, csv or pdf.",
    );
  });
});
