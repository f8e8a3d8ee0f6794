/**
 * What a page's JavaScript is made of: reads the analysis Next.js writes with
 * `NEXT_DIST_DIR=.next-analyze npx next experimental-analyze -o` (Turbopack's
 * per-route module sizes) and prints, for one route, each browser chunk it loads
 * at once and then those it loads on first use, largest first, with the modules in
 * each (npm packages summed per package). Sizes are Turbopack's per-module gzip
 * estimates: they add up to more than the chunk's own gzip, but rank the same.
 * How the import steps and date-fns's `format` were found (docs/PERFORMANCE.md, issue 33).
 *
 *   node scripts/bench/bundle-modules.mjs "accounts/view/[id]" [smallest module in bytes=300] [analysis dir]
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

const [route = "", smallest = "300", dir = ".next-analyze/diagnostics/analyze"] = process.argv.slice(2);
const snapshots = readdirSync(join(dir, "history"))
  .filter((name) => name.startsWith("snapshot-"))
  .sort();
if (snapshots.length === 0) throw new Error(`No analysis in ${dir}: run \`next experimental-analyze -o\` first.`);
const file = join(dir, "history", snapshots.at(-1), route, "analyze.data");

// The file is a 4-byte big-endian length, that many bytes of JSON, then binary tables this script does not need.
const buffer = readFileSync(file);
const header = buffer.readUInt32BE(0);
const data = JSON.parse(buffer.subarray(4, 4 + header).toString("utf8"));

const sourcePath = (index) => {
  const parts = [];
  for (let at = index; at != null && at >= 0 && data.sources[at]; at = data.sources[at].parent_source_index) {
    parts.unshift(data.sources[at].path);
  }
  return parts
    .join("")
    .replace(/^\[project\]\//, "")
    .replace(/node_modules\/(@[^/]+\/[^/]+|[^/]+)\/.*/, "npm:$1");
};

const onFirstUse = new Set(data.chunk_groups.filter((group) => group.kind === "async").flatMap((group) => group.output_file_indices));
const chunks = new Map();
for (const part of data.chunk_parts) {
  const { filename } = data.output_files[part.output_file_index];
  if (!filename.includes("static/chunks/") || !filename.endsWith(".js")) continue;
  const chunk = chunks.get(part.output_file_index) ?? { name: filename.split("/").pop(), total: 0, modules: new Map() };
  const source = sourcePath(part.source_index);
  chunk.total += part.compressed_size;
  chunk.modules.set(source, (chunk.modules.get(source) ?? 0) + part.compressed_size);
  chunks.set(part.output_file_index, chunk);
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
for (const firstUse of [false, true]) {
  const shown = [...chunks.entries()].filter(([index]) => onFirstUse.has(index) === firstUse).sort((a, b) => b[1].total - a[1].total);
  console.log(`\n${firstUse ? "On first use" : "At once"}: ${kb(shown.reduce((sum, [, chunk]) => sum + chunk.total, 0))} KB`);
  for (const [, chunk] of shown) {
    console.log(`${kb(chunk.total)} KB  ${chunk.name}`);
    for (const [source, size] of [...chunk.modules.entries()].sort((a, b) => b[1] - a[1])) {
      if (size >= Number(smallest)) console.log(`          ${kb(size)}  ${source}`);
    }
  }
}
