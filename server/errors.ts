import { ZodError } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * The one error type of the server's work. Server functions throw it with a
 * kind (`code`) and a message that is safe to show to the person; they know
 * nothing of HTTP. The API wrapper (server/api/error-response.ts) maps each
 * code to a status and the one error body of docs/API.md; pages map
 * NOT_FOUND to their not-found page.
 */
export type FieldErrors = Record<string, string[]>;

export type AppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  /** The password was right; the sign-in waits for its second step (the browser's sign-in, server/sign-in/next-auth.ts). */
  | "SECOND_FACTOR_REQUIRED"
  /** The agency's policy asks this person for a second step they have not set up: only the set-up is open. */
  | "SECOND_FACTOR_SETUP_REQUIRED"
  | "NOT_FOUND"
  | "METHOD_NOT_ALLOWED"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "UNPROCESSABLE"
  | "TOO_MANY_REQUESTS"
  | "INTERNAL"
  | "UNAVAILABLE";

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details: { fieldErrors?: FieldErrors; retryAfterSeconds?: number; allow?: readonly string[]; secondFactor?: object } = {},
  ) {
    // An AppError is an expected answer (a 4xx), never logged with its stack, and capturing one through
    // Next.js's deep async call chain was the largest cost an API error paid (docs/PERFORMANCE.md#changes).
    const { stackTraceLimit } = Error;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = "AppError";
  }

  get fieldErrors(): FieldErrors | undefined {
    return this.details.fieldErrors;
  }
}

/** A message for one field: the error names the field and marks it in the form. */
export const fieldError = (code: AppErrorCode, field: string, message: string) =>
  new AppError(code, message, { fieldErrors: { [field]: [message] } });

export const badRequest = (message: string, fieldErrors?: FieldErrors) => new AppError("BAD_REQUEST", message, { fieldErrors });
export const unauthorized = (message = "Your session has ended. Please sign in again.") => new AppError("UNAUTHORIZED", message);
export const forbidden = (message = "You are not authorised to perform this request!") => new AppError("FORBIDDEN", message);
export const secondFactorSetupRequired = () => new AppError("SECOND_FACTOR_SETUP_REQUIRED", "Set up a second sign-in step to continue.");
export const notFound = (message = "The requested record was not found.") => new AppError("NOT_FOUND", message);
export const conflict = (message: string, fieldErrors?: FieldErrors) => new AppError("CONFLICT", message, { fieldErrors });
export const unprocessable = (message: string, fieldErrors?: FieldErrors) => new AppError("UNPROCESSABLE", message, { fieldErrors });
export const payloadTooLarge = (message = "The request body is too large.") => new AppError("PAYLOAD_TOO_LARGE", message);
export const unsupportedMediaType = (message = "The request body must be JSON, sent with Content-Type: application/json.") =>
  new AppError("UNSUPPORTED_MEDIA_TYPE", message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError("TOO_MANY_REQUESTS", message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) });
export const unavailable = (message: string, retryAfterSeconds?: number) => new AppError("UNAVAILABLE", message, { retryAfterSeconds });

export const isAppError = (error: unknown, code?: AppErrorCode): error is AppError =>
  error instanceof AppError && (code === undefined || error.code === code);

function fieldErrorsFrom(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/**
 * A failed zod parse as the one 400 — whether a handler read bad input, an
 * update's merged record broke a rule, or server work parsed something: the
 * first problem as the message, every field's messages.
 */
export function invalidInput(error: ZodError): AppError {
  const fieldErrors = fieldErrorsFrom(error);
  return badRequest(Object.values(fieldErrors)[0]?.[0] ?? "The request is invalid.", fieldErrors);
}

/**
 * What anything thrown by server work means: an AppError as it is; a zod
 * failure is bad input (invalidInput); Prisma's and the driver's errors by their codes.
 * Unknown errors are logged and become INTERNAL with a generic message,
 * never echoed.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return invalidInput(error);
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    switch (error.code) {
      case "P2025":
        return notFound();
      case "P2002":
        return conflict("A record with the same unique value already exists.");
      case "P2003":
        return unprocessable("A referenced record does not exist.");
      case "P2000":
        return badRequest("A value is too long.");
    }
    if (DATABASE_UNAVAILABLE_CODES.has(error.code) || isUnavailableCause(adapterErrorOf(error)) || isTransactionStartTimeout(error)) {
      return databaseUnavailable();
    }
    if (isForeignKeyViolation(error)) return unprocessable("A referenced record does not exist or is still in use.");
  }
  if (isUnavailableCause(bareAdapterErrorOf(error)) || isDatabaseUnavailable(error)) return databaseUnavailable();
  console.error("Unhandled error:", error instanceof Error ? (error.stack ?? error.message) : error);
  return new AppError("INTERNAL", "There was a problem executing your request. ");
}

const databaseUnavailable = () => unavailable("The database is unavailable. Please try again shortly.");

/**
 * Prisma's codes for a database that cannot be reached or dropped the
 * connection: P1001 unreachable, P1002 timed out, P1008 socket timeout,
 * P1017 connection closed, P2024 no pooled connection in time, P2037 too
 * many connections.
 */
const DATABASE_UNAVAILABLE_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2037"]);

/** P2028 when no connection could begin the transaction within its maxWait: the database is away or saturated. */
function isTransactionStartTimeout(error: Prisma.PrismaClientKnownRequestError): boolean {
  return error.code === "P2028" && /Unable to start a transaction in the given time/i.test(error.message);
}

/** What the driver adapter reported: its kind, and the SQLSTATE PostgreSQL sent where Prisma has no code of its own. */
interface AdapterCause {
  kind?: string;
  originalCode?: string;
  code?: string;
}

/** The adapter's report, which Prisma keeps in `meta` (its only trace for raw queries: P2010 "Code: N/A"). */
function adapterErrorOf(error: Prisma.PrismaClientKnownRequestError): AdapterCause | undefined {
  const meta = error.meta as { driverAdapterError?: { cause?: AdapterCause } } | undefined;
  return meta?.driverAdapterError?.cause;
}

/**
 * The adapter's report when Prisma passed its `DriverAdapterError` on unwrapped — a raw statement inside an
 * interactive transaction whose connection a fast stop of PostgreSQL ended (57P01) was a logged 500.
 */
function bareAdapterErrorOf(error: unknown): AdapterCause | undefined {
  if (!(error instanceof Error) || error.name !== "DriverAdapterError") return undefined;
  return typeof error.cause === "object" && error.cause !== null ? (error.cause as AdapterCause) : undefined;
}

function sqlStateOf(error: Prisma.PrismaClientKnownRequestError): string | undefined {
  const cause = adapterErrorOf(error);
  return cause?.originalCode ?? cause?.code;
}

/** The adapter's report says the database went away (its kind, or PostgreSQL's SQLSTATE), not that the request was wrong. */
function isUnavailableCause(cause: AdapterCause | undefined): boolean {
  return (
    cause !== undefined && (UNAVAILABLE_ADAPTER_KINDS.has(cause.kind ?? "") || isUnavailableSqlState(cause.originalCode ?? cause.code))
  );
}

/**
 * The adapter's kinds for a database that cannot be reached or dropped the
 * connection. A model query carries a P1xxx code for them too; a raw query
 * (the session check, sign-in limits, reminders) only this kind.
 */
const UNAVAILABLE_ADAPTER_KINDS: ReadonlySet<string> = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);

/**
 * PostgreSQL going away, not a fault of the request: class 08 (connection
 * exception), 57P01 admin shutdown (a fast stop ends every session with it),
 * 57P02 crash shutdown, 57P03 cannot connect now (starting up or shutting
 * down), 53300 too many connections; and the server's own time limits
 * (server/db/bounded-pool.ts): 57014 statement_timeout, 25P03 idle in transaction.
 */
function isUnavailableSqlState(code: string | undefined): boolean {
  return code !== undefined && (code.startsWith("08") || ["57P01", "57P02", "57P03", "53300", "57014", "25P03"].includes(code));
}

/**
 * Driver adapters do not all translate foreign-key errors to P2003: PGlite
 * (PostgreSQL 18) reports a RESTRICT violation as SQLSTATE 23001, which its
 * adapter leaves unmapped. Read the original SQLSTATE instead.
 */
function isForeignKeyViolation(error: Prisma.PrismaClientKnownRequestError): boolean {
  const code = sqlStateOf(error);
  return code === "23001" || code === "23503";
}

function isDatabaseUnavailable(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|Connection terminated|timeout exceeded when trying to connect|encountered a connection error and is not queryable|Query read timeout|canceling statement due to statement timeout|DatabaseNotReachable|P1001/i.test(
    text,
  );
}
