/**
 * The security headers that depend on the request, set by proxy.ts: the
 * Content-Security-Policy (a fresh script nonce for every page) and HSTS
 * (only when the visitor reached us over HTTPS). The static ones (nosniff,
 * Referrer-Policy, X-Frame-Options, Permissions-Policy) are in next.config.mjs
 * so that static files get them too. docs/SECURITY.md explains each choice.
 */

/** The request header proxy.ts uses to hand a page's nonce to server components (server/http/nonce.ts). */
export const NONCE_HEADER = "x-nonce";

/** 16 random bytes, base64: unguessable and fresh for every page response. */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * The policy of every HTML page. Next.js reads the nonce back from this header
 * (on the request) and puts it on its own inline and chunk scripts;
 * 'strict-dynamic' lets those load the rest of the chunks. No eval: zod runs
 * jitless in the browser (lib/schemas/zod-config.ts).
 *
 * Styles: <style> and <link> elements need 'self', the nonce or a hash: the
 * built stylesheet is inlined in every document (next.config.mjs
 * `experimental.inlineCss`) without a nonce, so each built CSS file's hash is
 * listed (`styleHashes`, server/http/stylesheet-hashes.ts); a client-side
 * navigation links it as a same-origin file; the statement page's print CSS
 * carries the nonce. No 'unsafe-inline' for <style>. Style *attributes* are allowed ('unsafe-inline' in style-src-attr
 * only): Headless UI server-renders its visually-hidden focus guards and tab
 * panels with style="position:fixed;…", and the dashboard's bars carry their
 * width, and a nonce cannot apply to an attribute. A style attribute cannot
 * run script, has no selectors to probe the page with, and any url() in it
 * is still held to img-src/font-src — the cost is small, and markup injection
 * itself is prevented by React's escaping (tests/e2e/stored-markup.spec.ts).
 */
export function pageContentSecurityPolicy(nonce: string, styleHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    ["style-src 'self'", `'nonce-${nonce}'`, ...styleHashes].join(" "),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** API answers are data, never documents: nothing may load from or frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Stored pictures: data too, and should one ever be opened as a document, a
 * sandboxed one (no script, no same-origin access) — a re-encoded picture
 * cannot carry markup, this is the second line.
 */
export const FILE_CONTENT_SECURITY_POLICY = `${API_CONTENT_SECURITY_POLICY}; sandbox`;

/** Two years, sub-domains included: the value hstspreload.org asks for. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/**
 * Whether the visitor's connection is HTTPS. `next start` never terminates TLS
 * itself, and Next.js calls a request https whenever X-Forwarded-Proto merely
 * contains "https" — which any client can send — so req.nextUrl.protocol is
 * not used. HTTPS is:
 * - the site's configured address (NEXTAUTH_URL) being https — the deployment
 *   says so; an HSTS header reaching a browser over plain HTTP is ignored by it;
 * - or, behind N trusted proxies (TRUST_PROXY_HOPS, as for the client address),
 *   the outermost one's view: the N-th entry from the right of
 *   X-Forwarded-Proto (each proxy appends, or one sets a single value).
 */
export function isHttpsRequest(request: { siteUrl: string | undefined; forwardedProto: string | null; trustedProxyHops: number }): boolean {
  if (request.siteUrl?.startsWith("https://")) return true;
  if (request.trustedProxyHops < 1) return false;
  const protocols = (request.forwardedProto ?? "")
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  if (protocols.length === 0) return false;
  return protocols[Math.max(0, protocols.length - request.trustedProxyHops)] === "https";
}
