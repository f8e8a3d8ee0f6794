import { env } from "@/server/env";

/**
 * The caller's address, for login throttling and the session record.
 * Next.js fills X-Forwarded-For with the socket address only when the header
 * is absent, so the right-most entry is the peer that reached us. Behind N
 * trusted proxies (TRUST_PROXY_HOPS=N) the client is N entries from the right.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return "unknown";
  const hops = Math.max(1, env().TRUST_PROXY_HOPS);
  return (forwarded[Math.max(0, forwarded.length - hops)] ?? "unknown").slice(0, 64);
}
