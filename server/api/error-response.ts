import { NextResponse } from "next/server";
import type { AppError, AppErrorCode, FieldErrors } from "@/server/errors";

/**
 * What each kind of AppError answers over HTTP: its status and the stable,
 * machine-readable `code` of the error body — the one table of docs/API.md
 * ("Errors"). A program branches on `code`; `message` is for people and may be
 * reworded. Codes are never renamed once published.
 */
export const ERROR_ANSWERS = {
  BAD_REQUEST: { status: 400, code: "validation_failed" },
  UNAUTHORIZED: { status: 401, code: "unauthorized" },
  FORBIDDEN: { status: 403, code: "forbidden" },
  SECOND_FACTOR_REQUIRED: { status: 401, code: "second_factor_required" },
  SECOND_FACTOR_SETUP_REQUIRED: { status: 403, code: "second_factor_setup_required" },
  NOT_FOUND: { status: 404, code: "not_found" },
  METHOD_NOT_ALLOWED: { status: 405, code: "method_not_allowed" },
  CONFLICT: { status: 409, code: "conflict" },
  PAYLOAD_TOO_LARGE: { status: 413, code: "payload_too_large" },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, code: "unsupported_media_type" },
  UNPROCESSABLE: { status: 422, code: "unprocessable" },
  TOO_MANY_REQUESTS: { status: 429, code: "rate_limited" },
  INTERNAL: { status: 500, code: "internal" },
  UNAVAILABLE: { status: 503, code: "unavailable" },
} as const satisfies Record<AppErrorCode, { status: number; code: string }>;

export type ApiErrorCode = (typeof ERROR_ANSWERS)[AppErrorCode]["code"];

/** The one error body: `{ status, code, message, fieldErrors? }` (and, for second_factor_required, `secondFactor`). */
export interface ApiErrorBody {
  status: number;
  code: ApiErrorCode;
  message: string;
  fieldErrors?: FieldErrors;
  secondFactor?: object;
}

export const httpStatusOf = (error: AppError): number => ERROR_ANSWERS[error.code].status;

export function errorBody(error: AppError): ApiErrorBody {
  const { status, code } = ERROR_ANSWERS[error.code];
  const { fieldErrors, secondFactor } = error.details;
  return { status, code, message: error.message, ...(fieldErrors ? { fieldErrors } : {}), ...(secondFactor ? { secondFactor } : {}) };
}

/** The error body as an answer, never cached, with `Retry-After` and `Allow` when the error carries them. */
export function errorResponse(error: AppError): Response {
  const body = errorBody(error);
  const { retryAfterSeconds, allow } = error.details;
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (retryAfterSeconds !== undefined) headers["Retry-After"] = String(retryAfterSeconds);
  if (allow) headers.Allow = allow.join(", ");
  return NextResponse.json(body, { status: body.status, headers });
}
