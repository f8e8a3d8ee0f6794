import { createHash } from "node:crypto";
import { createSerwistRoute } from "@serwist/turbopack";
import { OFFLINE_PAGE } from "@/lib/offline/protocol";

/**
 * The offline worker (worker/sw.ts), bundled with esbuild when `next build`
 * prerenders this route, with the precache manifest of the build injected:
 * /serwist/sw.js (and its source map). Public, like any script: proxy.ts
 * lets it through without a session; it holds no data. docs/OFFLINE.md.
 */
const distDir = `${(process.env.NEXT_DIST_DIR || ".next").replace(/\/$/, "")}/`;

const worker = createSerwistRoute({
  swSrc: "worker/sw.ts",
  useNativeEsbuild: true,
  // Every build asset the pages can ask for (scripts, styles, the font), and public/ (placeholder picture, icons).
  globPatterns: [`${distDir}static/**/*.{js,css,woff2,png,svg,ico,webp,jpg}`, "public/**/*"],
  // The stand-alone offline page, re-fetched whenever the build's assets change (its HTML names them).
  manifestTransforms: [
    (entries) => {
      const revision = createHash("sha256")
        .update(entries.map((entry) => `${entry.url} ${entry.revision ?? ""}`).join("\n"))
        .digest("hex")
        .slice(0, 16);
      return { manifest: [...entries, { url: OFFLINE_PAGE, revision, size: 0 }], warnings: [] };
    },
  ],
});

export const dynamic = "force-static";
export const dynamicParams = false;
export const revalidate = false;
export const generateStaticParams = worker.generateStaticParams;
export const GET = worker.GET;
