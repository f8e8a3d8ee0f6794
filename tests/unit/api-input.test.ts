import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "@/server/errors";
import { httpStatusOf } from "@/server/api/error-response";
import { isJsonContentType, readBodyText, readId, readJson, readQuery, validate } from "@/server/api/input";

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

describe("readJson: the declared type", () => {
  it.each([null, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonp", "json"])(
    "refuses %j with 415 before reading the body",
    async (type) => {
      const req = new NextRequest("http://localhost/api/v1/things", {
        method: "POST",
        body: JSON.stringify({ name: "Ana" }),
        headers: type ? { "content-type": type } : {},
      });
      if (!type) req.headers.delete("content-type"); // a string body gets text/plain by default
      const error = await rejection(readJson(req, schema));
      expect(httpStatusOf(error)).toBe(415);
      expect(req.bodyUsed).toBe(false);
    },
  );

  it.each([
    ["application/json", true],
    ["application/json; charset=utf-8", true],
    ["  Application/JSON ;charset=UTF-8", true],
    ["application/json-patch+json", false],
    ["text/json", false],
    [null, false],
  ])("isJsonContentType(%j) → %s", (value, expected) => {
    expect(isJsonContentType(value)).toBe(expected);
  });
});

describe("readBodyText: counted while it streams", () => {
  /** A body of `chunks` × 64 KiB that records how many chunks were pulled, with no Content-Length. */
  function streamedRequest(chunks: number) {
    let pulled = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === chunks) return controller.close();
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
      },
      cancel() {
        cancelled = true;
      },
    });
    const req = new Request("http://localhost/api/v1/things", { method: "POST", body, duplex: "half" } as RequestInit);
    return { req, pulled: () => pulled, cancelled: () => cancelled };
  }

  it("stops reading at the limit and cancels the rest: 413 after a few chunks of a 6.4 GB body", async () => {
    const body = streamedRequest(100_000);
    const error = await rejection(readBodyText(body.req, 256 * 1024));
    expect(httpStatusOf(error)).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(6);
    expect(body.cancelled()).toBe(true);
  });

  it("reads a body at the limit exactly", async () => {
    const body = streamedRequest(4);
    await expect(readBodyText(body.req, 256 * 1024)).resolves.toHaveLength(256 * 1024);
  });

  it("decodes UTF-8 across chunk boundaries and drops a byte-order mark, like Request.text()", async () => {
    const bytes = new TextEncoder().encode('\uFEFF{"name":"Zoë ☀"}');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    const req = new Request("http://localhost/x", { method: "POST", body, duplex: "half" } as RequestInit);
    await expect(readBodyText(req, 1024)).resolves.toBe('{"name":"Zoë ☀"}');
  });

  it("a body that breaks off midway is a 400, not a 500", async () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error("socket hang up"));
      },
    });
    const req = new Request("http://localhost/x", { method: "POST", body, duplex: "half" } as RequestInit);
    const error = await rejection(readBodyText(req, 1024));
    expect(httpStatusOf(error)).toBe(400);
  });
});
