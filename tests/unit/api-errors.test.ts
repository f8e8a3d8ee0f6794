import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { z } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError, badRequest, invalidInput, toAppError, tooManyRequests, type AppErrorCode } from "@/server/errors";
import { ERROR_ANSWERS, errorBody, errorResponse, httpStatusOf } from "@/server/api/error-response";
import { validate } from "@/server/api/input";

function knownError(code: string, message = `Invalid prisma call: ${code} on "users" with secret=hunter2`) {
  return new Prisma.PrismaClientKnownRequestError(message, { code, clientVersion: "7.10.0" });
}

function zodError(schema: z.ZodType, value: unknown): z.ZodError {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected a validation failure");
  return result.error;
}

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

describe("toAppError", () => {
  it("passes an AppError through untouched", () => {
    const error = new AppError("CONFLICT", "Taken", { fieldErrors: { a: ["b"] } });
    expect(toAppError(error)).toBe(error);
  });

  it("maps a ZodError to 400 with the first problem as the message and the messages grouped by field path", () => {
    const schema = z.object({
      name: z.string().min(1, "Name is required."),
      address: z.object({ city: z.string({ error: "City is required." }) }),
      tags: z.array(z.string({ error: "Tag must be text." })),
      code: z.string().min(3, "Too short.").regex(/^\d+$/, "Digits only."),
    });
    const error = toAppError(zodError(schema, { name: "", address: {}, tags: ["ok", 5], code: "a" }));
    expect(error).toBeInstanceOf(AppError);
    expect(httpStatusOf(error)).toBe(400);
    expect(error.message).toBe("Name is required.");
    expect(error.fieldErrors).toEqual({
      name: ["Name is required."],
      "address.city": ["City is required."],
      "tags.1": ["Tag must be text."],
      code: ["Too short.", "Digits only."],
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("files errors about the whole body under '_'", () => {
    const error = toAppError(zodError(z.object({}), "not an object"));
    expect(httpStatusOf(error)).toBe(400);
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(["_"]);
  });

  it.each([
    ["P2025", 404, "The requested record was not found."],
    ["P2002", 409, "A record with the same unique value already exists."],
    ["P2003", 422, "A referenced record does not exist."],
    ["P2000", 400, "A value is too long."],
  ])("maps Prisma %s to %i without echoing Prisma's text", (code, status, message) => {
    const error = toAppError(knownError(code));
    expect(httpStatusOf(error)).toBe(status);
    expect(error.message).toBe(message);
    expect(error.message).not.toMatch(/hunter2|prisma|users/i);
    expect(error.fieldErrors).toBeUndefined();
  });

  it.each([
    ["an unmapped Prisma code", () => knownError("P2034")],
    ["a plain Error", () => new Error('duplicate key value violates unique constraint "users_email_key" password=hunter2')],
    ["a TypeError", () => new TypeError("Cannot read properties of undefined (reading 'hunter2')")],
    ["a thrown string", () => "hunter2"],
    ["a thrown object", () => ({ secret: "hunter2" })],
    ["undefined", () => undefined],
    ["an unknown Prisma request error", () => new Prisma.PrismaClientUnknownRequestError("hunter2", { clientVersion: "7.10.0" })],
    ["a Prisma validation error", () => new Prisma.PrismaClientValidationError("Argument hunter2 is missing", { clientVersion: "7.10.0" })],
  ])("maps %s to a generic 500 that leaks nothing, and logs it", (_label, make) => {
    const error = toAppError(make());
    expect(httpStatusOf(error)).toBe(500);
    expect(error.message).toBe("There was a problem executing your request. ");
    expect(error.message).not.toContain("hunter2");
    expect(error.fieldErrors).toBeUndefined();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["ECONNREFUSED", new Error("connect ECONNREFUSED 127.0.0.1:5432")],
    ["a terminated connection", new Error("Connection terminated unexpectedly")],
    ["a pool timeout", new Error("timeout exceeded when trying to connect")],
    ["a query PostgreSQL never answered (pg's query_timeout)", new Error("Query read timeout")],
    ["a pooled client whose connection died mid-transaction", new Error("Client has encountered a connection error and is not queryable")],
  ])("maps %s to 503", (_label, cause) => {
    const error = toAppError(cause);
    expect(httpStatusOf(error)).toBe(503);
    expect(error.message).toBe("The database is unavailable. Please try again shortly.");
    expect(error.message).not.toMatch(/5432|ECONNREFUSED/);
  });
});

describe("error helpers", () => {
  it("invalidInput keeps the order of the issues", () => {
    const schema = z.object({ a: z.string(), b: z.number() });
    expect(Object.keys(invalidInput(zodError(schema, {})).fieldErrors ?? {})).toEqual(["a", "b"]);
  });

  it("a ZodError becomes the same 400 whether a handler's input, an update's merge or server work met it", () => {
    const schema = z.object({ name: z.string().min(1, "Name is required."), age: z.number({ error: "Age must be a number." }) });
    const bad = { name: "", age: "x" };
    const expected = {
      code: "BAD_REQUEST",
      message: "Name is required.",
      fieldErrors: { name: ["Name is required."], age: ["Age must be a number."] },
    };
    expect(invalidInput(zodError(schema, bad))).toMatchObject(expected);
    expect(toAppError(zodError(schema, bad))).toMatchObject(expected);
    let thrown: unknown;
    try {
      validate(schema, bad);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject(expected);
  });

  it("badRequest carries its field errors", () => {
    expect(badRequest("Bad", { x: ["y"] })).toMatchObject({ code: "BAD_REQUEST", message: "Bad", fieldErrors: { x: ["y"] } });
  });

  it.each([
    [0, "1"],
    [0.2, "1"],
    [1, "1"],
    [59.1, "60"],
    [900, "900"],
  ])("tooManyRequests(%d s) sends Retry-After: %s", async (seconds, header) => {
    const error = tooManyRequests("Slow down.", seconds);
    expect(httpStatusOf(error)).toBe(429);
    expect((await errorResponse(error, new Request("http://localhost/"))).headers.get("Retry-After")).toBe(header);
  });
});

describe("database faults", () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it.each(["P1001", "P1002", "P1017"])("%s (database unreachable) → 503, not 500", (code) => {
    const error = new Prisma.PrismaClientKnownRequestError("Can't reach database server at 127.0.0.1:1", { code, clientVersion: "7.10.0" });
    const mapped = toAppError(error);
    expect(httpStatusOf(mapped)).toBe(503);
    expect(mapped.message).toBe("The database is unavailable. Please try again shortly.");
  });

  it.each(["P1008", "P2024", "P2037"])("%s (socket timeout, pool timeout, too many connections) → 503", (code) => {
    const error = new Prisma.PrismaClientKnownRequestError("unreachable", { code, clientVersion: "7.10.0" });
    expect(httpStatusOf(toAppError(error))).toBe(503);
  });

  it.each([
    ["57P01", "terminating connection due to administrator command"],
    ["57P02", "terminating connection because of crash of another server process"],
    ["57P03", "the database system is starting up"],
    ["08006", "connection failure"],
    ["53300", "sorry, too many clients already"],
  ])("PostgreSQL's SQLSTATE %s (%s), left unmapped by Prisma (P2039/P2010) → 503, logged nowhere", (sqlState, text) => {
    for (const code of ["P2039", "P2010"]) {
      const error = new Prisma.PrismaClientKnownRequestError(`Database error. Code: \`${sqlState}\`. Message: \`${text}\``, {
        code,
        clientVersion: "7.10.0",
        meta: { driverAdapterError: { cause: { kind: "postgres", originalCode: sqlState, originalMessage: text } } },
      });
      const mapped = toAppError(error);
      expect(httpStatusOf(mapped)).toBe(503);
      expect(mapped.message).toBe("The database is unavailable. Please try again shortly.");
    }
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"])(
    "a raw query the adapter could not run (P2010, Code: N/A, kind %s) → 503, logged nowhere",
    (kind) => {
      // What Prisma throws when $queryRaw (the session check) meets a stopped database.
      const error = new Prisma.PrismaClientKnownRequestError(
        "Raw query failed. Code: `N/A`. Message: `Can't reach database server at 127.0.0.1:5432`",
        { code: "P2010", clientVersion: "7.10.0", meta: { driverAdapterError: { name: "DriverAdapterError", cause: { kind } } } },
      );
      expect(httpStatusOf(toAppError(error))).toBe(503);
      expect(consoleError).not.toHaveBeenCalled();
    },
  );

  it("the adapter's own error, passed on unwrapped (a raw statement in a transaction when a fast stop ends its connection) → 503", () => {
    const adapterError = (cause: Record<string, string>) =>
      Object.assign(new Error(String(cause.message ?? cause.kind)), { name: "DriverAdapterError", cause });
    const shutDown = {
      kind: "postgres",
      code: "57P01",
      originalCode: "57P01",
      message: "terminating connection due to administrator command",
    };
    expect(httpStatusOf(toAppError(adapterError(shutDown)))).toBe(503);
    expect(httpStatusOf(toAppError(adapterError({ kind: "ConnectionClosed" })))).toBe(503);
    expect(consoleError).not.toHaveBeenCalled();
    // Another SQLSTATE from the adapter is still a fault of ours: a logged 500.
    expect(httpStatusOf(toAppError(adapterError({ kind: "postgres", code: "42P01", originalCode: "42P01" })))).toBe(500);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it("P2028 when no connection could begin a transaction in time → 503; another P2028 stays a logged 500", () => {
    const startTimeout = new Prisma.PrismaClientKnownRequestError(
      "Transaction API error: Unable to start a transaction in the given time.",
      {
        code: "P2028",
        clientVersion: "7.10.0",
      },
    );
    expect(httpStatusOf(toAppError(startTimeout))).toBe(503);
    expect(consoleError).not.toHaveBeenCalled();
    const expired = new Prisma.PrismaClientKnownRequestError("Transaction API error: Transaction already closed: the timeout passed.", {
      code: "P2028",
      clientVersion: "7.10.0",
    });
    expect(httpStatusOf(toAppError(expired))).toBe(500);
  });

  it("another unmapped SQLSTATE (42P01) stays a logged 500", () => {
    const error = new Prisma.PrismaClientKnownRequestError("Database error. Code: `42P01`.", {
      code: "P2039",
      clientVersion: "7.10.0",
      meta: { driverAdapterError: { cause: { kind: "postgres", originalCode: "42P01" } } },
    });
    expect(httpStatusOf(toAppError(error))).toBe(500);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it("a RESTRICT violation the adapter left unmapped (PGlite SQLSTATE 23001) → 422", () => {
    const error = new Prisma.PrismaClientKnownRequestError("unmapped", {
      code: "P2039",
      clientVersion: "7.10.0",
      meta: { driverAdapterError: { cause: { originalCode: "23001" } } },
    });
    expect(httpStatusOf(toAppError(error))).toBe(422);
  });
});

describe("the error table", () => {
  const kinds = Object.keys(ERROR_ANSWERS) as AppErrorCode[];

  it("gives every kind of error its own lower-case code, and every general kind its own status", () => {
    const codes = kinds.map((kind) => ERROR_ANSWERS[kind].code);
    // The second step's two kinds are particular 401 and 403 answers: a program tells them apart by code.
    const general = kinds.filter((kind) => !kind.startsWith("SECOND_FACTOR_"));
    const statuses = general.map((kind) => ERROR_ANSWERS[kind].status);
    expect(new Set(codes).size).toBe(kinds.length);
    expect(new Set(statuses).size).toBe(general.length);
    expect(ERROR_ANSWERS.SECOND_FACTOR_REQUIRED.status).toBe(401);
    expect(ERROR_ANSWERS.SECOND_FACTOR_SETUP_REQUIRED.status).toBe(403);
    for (const code of codes) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it.each([
    [badRequest("Name is required.", { name: ["Name is required."] }), 400, "validation_failed"],
    [new AppError("UNAUTHORIZED", "Signed out."), 401, "unauthorized"],
    [new AppError("FORBIDDEN", "No."), 403, "forbidden"],
    [new AppError("NOT_FOUND", "Gone."), 404, "not_found"],
    [new AppError("METHOD_NOT_ALLOWED", "Not here.", { allow: ["GET"] }), 405, "method_not_allowed"],
    [new AppError("CONFLICT", "Taken."), 409, "conflict"],
    [new AppError("PAYLOAD_TOO_LARGE", "Too big."), 413, "payload_too_large"],
    [new AppError("UNSUPPORTED_MEDIA_TYPE", "JSON only."), 415, "unsupported_media_type"],
    [new AppError("UNPROCESSABLE", "Rule."), 422, "unprocessable"],
    [tooManyRequests("Wait.", 3), 429, "rate_limited"],
    [new AppError("INTERNAL", "Oops."), 500, "internal"],
    [new AppError("UNAVAILABLE", "Away."), 503, "unavailable"],
  ])("%o answers %i with code %s", async (error, status, code) => {
    const response = await errorResponse(error, new Request("http://localhost/"));
    expect(response.status).toBe(status);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ status, code, message: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) });
    expect(errorBody(error)).toEqual(body);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});
