import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The CSP hash sources of the build's stylesheets, which `experimental.inlineCss` (next.config.mjs) puts into every
 * document as `<style>` elements. Next.js hands React the page's nonce for scripts only, so those elements carry no
 * nonce; each one's text is a built CSS file, byte for byte, so `'sha256-…'` of each file allows exactly them and
 * nothing else (docs/SECURITY.md "Styles"). Read once per process: a running server's build does not change.
 * A page whose segments brought two stylesheets would get them in one element (React joins a precedence's rules):
 * not covered, and tests/e2e/content-security-policy.spec.ts would show it — the console has one stylesheet.
 */
const cached = new Map<string, readonly string[]>();

export function inlinedStylesheetHashes(distDir = process.env.NEXT_DIST_DIR || ".next"): readonly string[] {
  const known = cached.get(distDir);
  if (known) return known;
  const staticDir = join(distDir, "static");
  const hashes = existsSync(staticDir)
    ? cssFilesOf(staticDir).map((file) => `'sha256-${createHash("sha256").update(readFileSync(file)).digest("base64")}'`)
    : [];
  // No build yet (next dev before its first compile): nothing cached, asked again on the next page.
  if (hashes.length > 0) cached.set(distDir, hashes);
  return hashes;
}

function cssFilesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? cssFilesOf(join(dir, entry.name)) : entry.name.endsWith(".css") ? [join(dir, entry.name)] : [],
    )
    .sort();
}
