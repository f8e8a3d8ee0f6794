import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import type { Role } from "@/lib/domain/enums";
import { deniedRedirect, type RestrictedArea } from "@/lib/navigation";
import { SESSION_COOKIE, sessionFromCredentials } from "./current-session";

/**
 * Pages check the session themselves (proxy.ts only redirects early).
 * Memoised per request so a layout and its page share one lookup.
 */
export const getPageSession = cache(async () => {
  const jar = await cookies();
  return sessionFromCredentials(null, jar.get(SESSION_COOKIE)?.value);
});

/** Where a person who must still set up a second sign-in step is sent (nothing else opens until they do). */
export const SECURITY_SETUP_PATH = "/security-setup";

/** Who may open a page beyond "signed in": the roles, and the area the dashboard names when it says why not. */
export interface PageAccess {
  roles: readonly Role[];
  area: RestrictedArea;
}

/**
 * Sends visitors without a live session to sign-in, people who must still set up a second step to
 * the set-up, and users without the
 * role to the dashboard, which says why (`?denied=<area>`: the text of PRODUCT.md#messages,
 * 'You are not authorised to perform this request!').
 */
export async function requirePageSession(access?: PageAccess) {
  const session = await getPageSession();
  if (!session) redirect("/login?expired=1");
  if (session.secondFactorSetupRequired) redirect(SECURITY_SETUP_PATH);
  if (access && !access.roles.includes(session.user.role as Role)) redirect(deniedRedirect(access.area));
  return session;
}

/** The user-management pages: administrators only (as the API's user routes). */
export const USERS_ACCESS: PageAccess = { roles: ["admin"], area: "users" };
export const ACTIVITY_ACCESS: PageAccess = { roles: ["admin"], area: "activity" };
export const REPORTS_ACCESS: PageAccess = { roles: ["admin"], area: "reports" };
export const RENT_SETTINGS_ACCESS: PageAccess = { roles: ["admin"], area: "rent-settings" };
export const SECURITY_SETTINGS_ACCESS: PageAccess = { roles: ["admin"], area: "security-settings" };
