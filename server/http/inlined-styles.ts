import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

let hashes: string[] | undefined;

/**
 * The CSP sources of the build's stylesheets, one `'sha256-…'` each. Next.js
 * inlines the stylesheets into every page (`experimental.inlineCss` in
 * next.config.mjs: a phone paints without first fetching a render-blocking
 * file) in <style> elements that React renders without the page's nonce, so
 * style-src names their exact contents instead: still no inline style but
 * these. Read once per process; none before a build (`next dev` links them).
 */
export function inlinedStyleSources(): string[] {
  if (hashes) return hashes;
  const directory = join(process.env.NEXT_DIST_DIR || ".next", "static", "chunks");
  let files: string[] = [];
  try {
    files = readdirSync(directory).filter((name) => name.endsWith(".css"));
  } catch {
    // No build output (next dev): nothing is inlined.
  }
  hashes = files.map(
    (name) =>
      `'sha256-${createHash("sha256")
        .update(readFileSync(join(directory, name)))
        .digest("base64")}'`,
  );
  return hashes;
}
