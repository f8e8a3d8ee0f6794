/**
 * Where sign-in returns a person whose session ended (issue 32 §1): the
 * session keeper sends `/login?expired=1&next=<path>`, and the sign-in screen
 * goes to that path instead of the Dashboard — only a path on this site
 * (one leading "/", not "//" or "/\"), not the sign-in page itself, no
 * control characters, at most 2,000 characters. Anything else is null (the
 * Dashboard).
 */
export const RETURN_PARAM = "next";
const MAX_LENGTH = 2_000;

export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, "http://agency.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://agency.invalid") return null;
  if (url.pathname === "/login" || url.pathname.startsWith("/api/")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in address for a session that ended on `path` (its query included). */
export function expiredSignInPath(path: string): string {
  const back = safeReturnPath(path);
  return back && back !== "/" ? `/login?expired=1&${RETURN_PARAM}=${encodeURIComponent(back)}` : "/login?expired=1";
}
