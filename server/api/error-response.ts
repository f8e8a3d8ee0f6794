import { NextResponse } from "next/server";
import type { AppError, AppErrorCode } from "@/server/errors";

/** The HTTP status of each kind of AppError: the one table of docs/API.md. */
export const HTTP_STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export const httpStatusOf = (error: AppError): number => HTTP_STATUS[error.code];

/** The one error body: `{ status, message, fieldErrors? }`, never cached. */
export function errorResponse(error: AppError): Response {
  const status = httpStatusOf(error);
  const { fieldErrors, retryAfterSeconds, allow } = error.details;
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (retryAfterSeconds !== undefined) headers["Retry-After"] = String(retryAfterSeconds);
  if (allow) headers.Allow = allow.join(", ");
  return NextResponse.json({ status, message: error.message, ...(fieldErrors ? { fieldErrors } : {}) }, { status, headers });
}
