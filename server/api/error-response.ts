import { NextResponse } from "next/server";
import type { AppError, AppErrorCode, FieldErrors } from "@/server/errors";
import { apiMessageTranslation, type ApiMessageTranslation } from "@/server/i18n/api-messages";
import { apiLanguage } from "@/server/i18n/request-language";

/**
 * What each kind of AppError answers over HTTP: its status and the stable,
 * machine-readable `code` of the error body — the one table of docs/API.md
 * ("Errors"). A program branches on `code`; `message` is for people, in the
 * language `Accept-Language` asks for, and may be reworded. Codes and field
 * names are never renamed once published, nor translated.
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

/** The error body, its messages (`message` and each field's) read through `translate` (English as thrown by default). */
export function errorBody(error: AppError, translate: ApiMessageTranslation = (english) => english): ApiErrorBody {
  const { status, code } = ERROR_ANSWERS[error.code];
  const { secondFactor } = error.details;
  const fieldErrors = error.details.fieldErrors && translatedFieldErrors(error.details.fieldErrors, translate);
  return {
    status,
    code,
    message: translate(error.message),
    ...(fieldErrors ? { fieldErrors } : {}),
    ...(secondFactor ? { secondFactor } : {}),
  };
}

/** The same field paths (never translated), each message in the answer's language. */
function translatedFieldErrors(fieldErrors: FieldErrors, translate: ApiMessageTranslation): FieldErrors {
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages.map(translate)]));
}

/**
 * The error body as an answer to `req`, its messages in the language the request's `Accept-Language` asks for
 * (server/i18n/api-messages.ts; English when absent), never cached, with `Retry-After` and `Allow` when the error
 * carries them.
 */
export async function errorResponse(error: AppError, req: Pick<Request, "headers">): Promise<Response> {
  const language = apiLanguage(req);
  const body = errorBody(error, await apiMessageTranslation(language));
  const { retryAfterSeconds, allow } = error.details;
  const headers: Record<string, string> = { "Cache-Control": "no-store", "Content-Language": language, Vary: "Accept-Language" };
  if (retryAfterSeconds !== undefined) headers["Retry-After"] = String(retryAfterSeconds);
  if (allow) headers.Allow = allow.join(", ");
  return NextResponse.json(body, { status: body.status, headers });
}
