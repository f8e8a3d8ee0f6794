import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import type { Role } from "@/lib/domain/enums";
import { SESSION_COOKIE, sessionFromCredentials } from "./current-session";

/**
 * Pages check the session themselves (proxy.ts only redirects early).
 * Memoised per request so a layout and its page share one lookup.
 */
export const getPageSession = cache(async () => {
  const jar = await cookies();
  return sessionFromCredentials(null, jar.get(SESSION_COOKIE)?.value);
});

/** Sends visitors without a live session to sign-in, and users without the role to the dashboard. */
export async function requirePageSession(roles?: readonly Role[]) {
  const session = await getPageSession();
  if (!session) redirect("/login?expired=1");
  if (roles && !roles.includes(session.user.role as Role)) redirect("/dashboard");
  return session;
}
