/**
 * Website addresses (the contacts' contactWebsiteURL): http or https only, to
 * a real host name. A bare domain ("coralreef.com") means https. Anything else
 * — javascript:, data:, ftp:, mailto:, plain words — is not a website: the
 * schema refuses it, and a stored one (older data) is shown as text, never as
 * a link.
 */
export const WEBSITE_MESSAGE = "Website must be an http:// or https:// web address, e.g. https://coralreef.com.";

const WEB_SCHEME = /^https?:\/\//i;
/** Any other scheme: letters then a colon, before any dot ("mailto:", "javascript:"; not "coralreef.com:8080"). */
const OTHER_SCHEME = /^[a-z][a-z0-9+-]*:/i;
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** The website as it is stored: the text typed, with https:// before a bare domain; null when it is no website. */
export function normalizeWebsite(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  const withScheme = WEB_SCHEME.test(trimmed)
    ? trimmed
    : trimmed.startsWith("//")
      ? `https:${trimmed}`
      : OTHER_SCHEME.test(trimmed)
        ? null
        : `https://${trimmed}`;
  return withScheme !== null && websiteHref(withScheme) ? withScheme : null;
}

/** The address to link to (absolute, http or https), or null when the value must not become a link. */
export function websiteHref(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  if (!trimmed || /\s/.test(trimmed)) return null;
  const candidate = WEB_SCHEME.test(trimmed)
    ? trimmed
    : OTHER_SCHEME.test(trimmed) || trimmed.startsWith("/")
      ? null
      : `https://${trimmed}`;
  if (!candidate) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  return isHostName(url.hostname) ? url.href : null;
}

/** A DNS name of two labels or more whose last label is not a number (no bare IPs, no "localhost"). */
function isHostName(hostname: string): boolean {
  const labels = hostname.split(".");
  if (labels.length < 2) return false;
  if (!labels.every((label) => HOST_LABEL.test(label))) return false;
  return !/^\d+$/.test(labels[labels.length - 1]!);
}
