/**
 * The name of next-auth's session cookie: `__Secure-` prefixed when the site is
 * served over HTTPS (NEXTAUTH_URL), as next-auth itself names it.
 */
export function sessionCookieName(siteUrl: string | undefined): string {
  return `${(siteUrl ?? "").startsWith("https://") ? "__Secure-" : ""}next-auth.session-token`;
}

/** Reads one cookie from a Cookie header (route handlers get raw headers). */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
