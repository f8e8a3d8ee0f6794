import { env } from "@/server/env";
import { sessionCookieName } from "./cookies";

/** Whether next-auth's cookies are `__Secure-` (the site is served over HTTPS, NEXTAUTH_URL). */
export const useSecureCookies = (env().NEXTAUTH_URL ?? "").startsWith("https://");
/** The browser session's cookie (next-auth's JWT, holding only our session's id). */
export const SESSION_COOKIE = sessionCookieName(env().NEXTAUTH_URL);
/** Where next-auth remembers the page to return to after sign-in. */
export const CALLBACK_URL_COOKIE = `${useSecureCookies ? "__Secure-" : ""}next-auth.callback-url`;
