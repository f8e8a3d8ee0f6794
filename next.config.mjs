import { withSerwist } from "@serwist/turbopack";
import createNextIntlPlugin from "next-intl/plugin";

// The language of each page and its messages (docs/ARCHITECTURE.md "Languages").
const withNextIntl = createNextIntlPlugin("./server/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A second build directory lets two builds coexist on one machine (tests run in parallel sessions).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Type errors are caught by `npm run typecheck`, which `npm run build` and `npm test` run first.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Next.js buffers (up to this much) the body of every request proxy.ts runs for, i.e. pages,
  // which take no body: the API routes bypass the proxy and bound their bodies themselves.
  // The stylesheet is inlined in every document: a phone shows its first text without a second round trip
  // (docs/DECISIONS.md "Stylesheet inlined"); the CSP allows that <style> by its hash (server/http/stylesheet-hashes.ts).
  experimental: { proxyClientMaxBodySize: 16 * 1024, inlineCss: true },
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2", "pdfkit", "fontkit"],
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
      {
        // The calendar feed's URL is its credential: never sent on as a referrer (the rule above would send its origin).
        source: "/api/v1/calendar/:token",
        headers: [{ key: "Referrer-Policy", value: "no-referrer" }],
      },
      {
        // The offline worker (docs/OFFLINE.md): always revalidated, so a deployment reaches every browser,
        // and held to same-origin fetches and scripts.
        source: "/serwist/:path*",
        headers: [
          { key: "Cache-Control", value: "no-cache" },
          { key: "Content-Security-Policy", value: "default-src 'self'; object-src 'none'; frame-ancestors 'none'" },
        ],
      },
    ];
  },
};

// withSerwist keeps esbuild (which bundles the worker at build time) out of the server bundles.
export default withSerwist(withNextIntl(nextConfig));
