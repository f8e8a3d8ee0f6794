import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "@/server/errors";
import { httpStatusOf } from "@/server/api/error-response";
import { readId, readJson, readQuery, validate } from "@/server/api/input";

const schema = z.object({ name: z.string().trim().min(1, "Name is required."), count: z.number().int().optional() });

function post(body: string, headers: Record<string, string> = {}) {
  return new NextRequest("http://localhost/api/v1/things", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
  });
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("readJson", () => {
  it("returns the validated, transformed body", async () => {
    await expect(readJson(post(JSON.stringify({ name: "  Ana ", count: 2, extra: true })), schema)).resolves.toEqual({
      name: "Ana",
      count: 2,
    });
  });

  it.each([
    ["malformed JSON", "{name:", 400, "The request body must be valid JSON."],
    ["an empty body", "", 400, "The request body must be valid JSON."],
    ["a failing field", JSON.stringify({ name: " " }), 400, "Name is required."],
    ["a body over 256 KiB", JSON.stringify({ name: "x".repeat(300 * 1024) }), 413, "The request body is too large."],
  ])("refuses %s with %i", async (_label, body, status, message) => {
    const error = await rejection(readJson(post(body), schema));
    expect(httpStatusOf(error)).toBe(status);
    expect(error.message).toBe(message);
  });

  it("refuses a declared Content-Length over the limit before reading", async () => {
    const error = await rejection(readJson(post("{}", { "content-length": String(10 * 1024 * 1024) }), schema));
    expect(httpStatusOf(error)).toBe(413);
  });

  it("puts every field's messages in fieldErrors", async () => {
    const error = await rejection(readJson(post(JSON.stringify({ name: "", count: 1.5 })), schema));
    expect(error.fieldErrors).toEqual({ name: ["Name is required."], count: [expect.any(String)] });
  });
});

describe("readQuery / validate", () => {
  it("validates the query string", () => {
    const req = new NextRequest("http://localhost/api/v1/clients?skip=10&limit=5&name=%20Bay");
    const query = readQuery(req, z.object({ skip: z.coerce.number(), limit: z.coerce.number(), name: z.string().trim() }));
    expect(query).toEqual({ skip: 10, limit: 5, name: "Bay" });
  });

  it("throws a 400 whose message is the first field message", () => {
    expect(() => validate(schema, { name: " ", count: "x" })).toThrowError(
      expect.objectContaining({ code: "BAD_REQUEST", message: "Name is required." }),
    );
  });
});

describe("readId", () => {
  it("returns a uuid", () => {
    expect(readId("3b241101-e2bb-4255-8caf-4136c566a962")).toBe("3b241101-e2bb-4255-8caf-4136c566a962");
  });

  it.each([[undefined], [""], ["42"], ["5f1d7f0e9b1e8a3c4d5e6f70"], ["../etc/passwd"]])("answers 404 for %j", (value) => {
    expect(() => readId(value)).toThrowError(expect.objectContaining({ code: "NOT_FOUND" }));
  });
});

describe("readJson with a larger limit (bodies carrying a picture)", () => {
  it("accepts a body above the default limit when the route allows it, and still refuses above that", async () => {
    const big = JSON.stringify({ name: "x".repeat(300 * 1024) });
    await expect(readJson(post(big), schema, { maxBytes: 1024 * 1024 })).resolves.toMatchObject({ name: expect.any(String) });
    const error = await rejection(readJson(post(big), schema, { maxBytes: 200 * 1024 }));
    expect(httpStatusOf(error)).toBe(413);
  });
});
