import { env } from "@/server/env";

/**
 * The caller's address, for login throttling and the session record.
 * Next.js writes the socket address into X-Forwarded-For when the request
 * has no such header. So:
 * - TRUST_PROXY_HOPS=N (N >= 1): N proxies that each append the address they
 *   saw; the client is the N-th entry from the right. Deploy this way.
 * - TRUST_PROXY_HOPS=0 (no proxy): the node request guard
 *   (server/api/node-request-guard.ts) drops any X-Forwarded-For the client
 *   sent, so the one entry left is the socket address Next.js recorded.
 */
export function clientAddress(headers: Headers, trustedProxyHops: number = env().TRUST_PROXY_HOPS): string {
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return "unknown";
  const hops = Math.max(1, trustedProxyHops);
  return (forwarded[Math.max(0, forwarded.length - hops)] ?? "unknown").slice(0, 64);
}
