import { API_BASE, screenLanguageHeader } from "./api";

/** What a public form's request came to: the answer's message, or the one error body's message and field errors. */
export type PublicAnswer =
  { ok: true; message: string } | { ok: false; status: number; message: string; fieldErrors: Record<string, string[] | undefined> };

/** The server could not be reached (no answer at all). */
export class PublicRequestOffline extends Error {}

/**
 * A JSON POST from a signed-out page (forgot and reset password): no session,
 * so none of apiFetch's session handling (no 401 → sign-in, no XSRF header).
 */
export async function publicPost(path: string, body: unknown): Promise<PublicAnswer> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...screenLanguageHeader() },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new PublicRequestOffline();
  }
  const data = (await response.json().catch(() => ({}))) as { message?: string; fieldErrors?: Record<string, string[]> };
  const message = data.message ?? "Something went wrong. Please try again.";
  return response.ok ? { ok: true, message } : { ok: false, status: response.status, message, fieldErrors: data.fieldErrors ?? {} };
}
