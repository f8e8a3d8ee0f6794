import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * What is on disk under app/: every route.ts with the verbs it exports, every page.tsx.
 * The access-control spec compares this with tests/support/access-table.ts.
 */
const ROUTE_VERBS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"] as const;
const VERB = ROUTE_VERBS.join("|");

export interface RouteFile {
  /** The folder under app/api holding route.ts, with "/" separators. */
  route: string;
  /** Verbs exported as handlers. */
  handled: string[];
  /** Verbs exported from methodsNotAllowed(). */
  notAllowed: string[];
}

function filesNamed(dir: string, name: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesNamed(path, name);
    return entry.name === name ? [path] : [];
  });
}

const folderOf = (root: string, file: string) => relative(root, file).split(sep).slice(0, -1).join("/");

const names = (list: string) =>
  list
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** The verbs a route.ts exports, read from its source: `export const GET =`, `export async function GET`, `export { x as GET }`, `export const { ... } = methodsNotAllowed(...)`. */
export function exportedVerbs(source: string): { handled: string[]; notAllowed: string[] } {
  const handled = new Set<string>();
  const notAllowed = new Set<string>();
  for (const match of source.matchAll(new RegExp(`export\\s+(?:const|let|async\\s+function|function)\\s+(${VERB})\\b`, "g"))) {
    handled.add(match[1]!);
  }
  for (const match of source.matchAll(/export\s+const\s*\{([^}]*)\}\s*=\s*methodsNotAllowed\(/g)) {
    for (const name of names(match[1]!)) notAllowed.add(name);
  }
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of names(match[1]!)) {
      const exported = item.split(/\s+as\s+/).at(-1)!;
      if ((ROUTE_VERBS as readonly string[]).includes(exported)) handled.add(exported);
    }
  }
  return { handled: [...handled].sort(), notAllowed: [...notAllowed].sort() };
}

export function routeFiles(appDir: string): RouteFile[] {
  const apiDir = join(appDir, "api");
  return filesNamed(apiDir, "route.ts").map((file) => ({ route: folderOf(apiDir, file), ...exportedVerbs(readFileSync(file, "utf8")) }));
}

/** Folders under app/ holding a page.tsx ("" for app/page.tsx). */
export function pageFolders(appDir: string): string[] {
  return filesNamed(appDir, "page.tsx").map((file) => folderOf(appDir, file));
}

/** Next.js's metadata files at the top of app/ (manifest, icons, robots, sitemap). */
const METADATA_FILE = /^(manifest|robots|sitemap)\.(ts|tsx|js|json|webmanifest|txt|xml)$|^(icon|apple-icon|favicon)\d*\.\w+$/;

/**
 * What app/ serves besides pages and /api: route.ts files outside app/api and the
 * metadata files at its top (paths relative to app/).
 */
export function publicFileSources(appDir: string): string[] {
  const routes = filesNamed(appDir, "route.ts")
    .map((file) => relative(appDir, file).split(sep).join("/"))
    .filter((file) => !file.startsWith("api/"));
  const metadata = readdirSync(appDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && METADATA_FILE.test(entry.name))
    .map((entry) => entry.name);
  return [...routes, ...metadata];
}
