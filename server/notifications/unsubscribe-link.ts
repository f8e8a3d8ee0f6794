import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/server/env";
import { appUrl } from "@/server/mail/mail-config";

/**
 * The digest's one-click unsubscribe link (RFC 8058): the person's id and an
 * HMAC-SHA256 of it under a key derived from NEXTAUTH_SECRET, so it needs no
 * sign-in and cannot be made for someone else. It does not expire (a digest
 * read months later still unsubscribes); changing NEXTAUTH_SECRET voids every
 * link sent before.
 */
const PURPOSE = "digest-unsubscribe:v1";
const TOKEN_PATTERN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

function signatureOf(userId: string): Buffer {
  return createHmac("sha256", authSecret()).update(`${PURPOSE}\0${userId}`).digest();
}

export function unsubscribeToken(userId: string): string {
  return `${userId}.${signatureOf(userId).toString("base64url")}`;
}

/** The person a token was made for, or null for anything else (compared in constant time). */
export function unsubscribeTokenOwner(token: string): string | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, userId, signature] = match as unknown as [string, string, string];
  const expected = signatureOf(userId);
  const given = Buffer.from(signature, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** Where List-Unsubscribe points: POST turns the digest off; GET shows the page with the button. */
export function unsubscribeApiUrl(userId: string): string {
  return appUrl(`/api/v1/notifications/unsubscribe/${unsubscribeToken(userId)}`);
}

/** The page a person opens from the digest's footer link (a button, so mail scanners' GETs change nothing). */
export function unsubscribePageUrl(userId: string): string {
  return appUrl(`/unsubscribe/${unsubscribeToken(userId)}`);
}
