/**
 * The machine-readable `code` of each error status, as docs/API.md ("Errors")
 * publishes them: the tests' own copy, so a change to the server's table
 * (server/api/error-response.ts) fails them until the docs and clients agree.
 */
export const API_ERROR_CODES: Readonly<Record<number, string>> = {
  400: "validation_failed",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "unprocessable",
  429: "rate_limited",
  500: "internal",
  503: "unavailable",
};
