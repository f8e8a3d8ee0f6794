/**
 * Where does one server spend more CPU than another? Compares two V8 CPU
 * profiles (`node --cpu-prof --cpu-prof-dir=DIR node_modules/next/dist/bin/next start …`,
 * the same requests sent to each, then SIGTERM) by self time per function,
 * largest difference first. How the fixed cost per request was found
 * (docs/PERFORMANCE.md#running, "CPU profiles").
 *
 *   node scripts/bench/profile-diff.mjs <app.cpuprofile> <other.cpuprofile> [rows=30]
 */
import { readFileSync } from "node:fs";

/** Self time in ms per "function file", chunk hashes removed so two builds' bundles line up. */
function selfTimes(file) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const times = new Map();
  profile.samples.forEach((id, index) => {
    const { functionName, url } = nodes.get(id).callFrame;
    const where = url
      .replace(/.*node_modules\//, "")
      .replace(/.*\/\.next\//, ".next/")
      .replace(/__[0-9a-z_-]+\._/, "")
      .replace(/chunks\/_[0-9a-z_-]+\._/, "chunks/_");
    const key = `${functionName || "(anonymous)"} ${where}`;
    times.set(key, (times.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return times;
}

const [first, second, rows = "30"] = process.argv.slice(2);
if (!first || !second) {
  console.error("usage: node scripts/bench/profile-diff.mjs <app.cpuprofile> <other.cpuprofile> [rows]");
  process.exit(2);
}
const a = selfTimes(first);
const b = selfTimes(second);
const idle = (key) => key.startsWith("(idle)") || key.startsWith("(program)");
const keys = [...new Set([...a.keys(), ...b.keys()])].filter((key) => !idle(key));
const busy = (times) => keys.reduce((sum, key) => sum + (times.get(key) ?? 0), 0);
console.log(`busy ms: first ${busy(a).toFixed(0)}, second ${busy(b).toFixed(0)}`);
console.log(`${"diff".padStart(7)} ${"first".padStart(7)} ${"second".padStart(7)}  function and file`);
keys
  .map((key) => [key, a.get(key) ?? 0, b.get(key) ?? 0])
  .sort((x, y) => y[1] - y[2] - (x[1] - x[2]))
  .slice(0, Number(rows))
  .forEach(([key, x, y]) =>
    console.log(`${(x - y).toFixed(0).padStart(7)} ${x.toFixed(0).padStart(7)} ${y.toFixed(0).padStart(7)}  ${key.slice(0, 140)}`),
  );
