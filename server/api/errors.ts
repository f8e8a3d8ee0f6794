import { Prisma } from "@/lib/generated/prisma/client";
import { ZodError } from "zod";

/**
 * The one error type of the API. Every failure becomes
 * `{ status, message, fieldErrors? }` with the matching HTTP status; see
 * docs/API.md. Messages are safe to show to the user.
 */
export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string, fieldErrors?: FieldErrors) => new ApiError(400, message, fieldErrors);
export const unauthorized = (message = "Your session has ended. Please sign in again.") => new ApiError(401, message);
export const forbidden = (message = "You are not authorised to perform this request!") => new ApiError(403, message);
export const notFound = (message = "The requested record was not found.") => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const unprocessable = (message: string) => new ApiError(422, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, undefined, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export function fieldErrorsFrom(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Maps anything thrown inside a handler to an ApiError. Unknown errors are logged, never echoed. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return badRequest("The request is invalid.", fieldErrorsFrom(error));
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
    if (DATABASE_UNAVAILABLE_CODES.has(error.code) || isUnavailableSqlState(sqlStateOf(error)) || isTransactionStartTimeout(error)) {
      return databaseUnavailable();
    }
    if (isForeignKeyViolation(error)) return unprocessable("A referenced record does not exist or is still in use.");
  }
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  console.error("Unhandled API error:", error instanceof Error ? (error.stack ?? error.message) : error);
  return new ApiError(500, "There was a problem executing your request. ");
}

const databaseUnavailable = () => new ApiError(503, "The database is unavailable. Please try again shortly.");

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

/** The SQLSTATE PostgreSQL sent, which the adapter keeps when Prisma has no code of its own (P2039, P2010). */
function sqlStateOf(error: Prisma.PrismaClientKnownRequestError): string | undefined {
  const meta = error.meta as { driverAdapterError?: { cause?: { originalCode?: string; code?: string } } } | undefined;
  const cause = meta?.driverAdapterError?.cause;
  return cause?.originalCode ?? cause?.code;
}

/**
 * PostgreSQL going away, not a fault of the request: class 08 (connection
 * exception), 57P01 admin shutdown (a fast stop ends every session with it),
 * 57P02 crash shutdown, 57P03 cannot connect now (starting up or shutting
 * down), 53300 too many connections.
 */
function isUnavailableSqlState(code: string | undefined): boolean {
  return code !== undefined && (code.startsWith("08") || ["57P01", "57P02", "57P03", "53300"].includes(code));
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
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|Connection terminated|timeout exceeded when trying to connect|encountered a connection error and is not queryable|Query read timeout|DatabaseNotReachable|P1001/i.test(
    text,
  );
}
