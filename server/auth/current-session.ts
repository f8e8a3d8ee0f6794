import { decode } from "next-auth/jwt";
import { authSecret } from "@/server/env";
import { ensureDatabaseReady } from "@/server/db/client";
import { SESSION_COOKIE } from "./session-cookie";
import { hashToken, resumeSession, type ActiveSession } from "./sessions";

export type AuthenticatedVia = "token" | "cookie";
export interface RequestSession extends ActiveSession {
  via: AuthenticatedVia;
}

/**
 * Resolves the caller's session from the x-access-token header or, failing
 * that, the next-auth session cookie. Returns null when neither leads to a
 * live session.
 */
export async function sessionFromCredentials(
  accessToken: string | null,
  sessionCookie: string | undefined,
): Promise<RequestSession | null> {
  await ensureDatabaseReady();
  if (accessToken) {
    if (accessToken.length > 200) return null;
    const session = await resumeSession({ tokenHash: hashToken(accessToken) });
    return session && { ...session, via: "token" };
  }
  if (!sessionCookie) return null;
  const sessionId = await sessionIdFromCookie(sessionCookie);
  if (!sessionId) return null;
  const session = await resumeSession({ id: sessionId });
  return session && session.kind === "browser" ? { ...session, via: "cookie" } : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function sessionIdFromCookie(cookie: string): Promise<string | null> {
  try {
    const token = await decode({ token: cookie, secret: authSecret() });
    const sid = token?.sid;
    return typeof sid === "string" && UUID.test(sid) ? sid : null;
  } catch {
    return null;
  }
}

export { SESSION_COOKIE };
