import { readdirSync, readFileSync } from "node:fs";

/** The real Node process of `next start`: the `next-server` process in the app's process group (not npm or its shell). */
export function nextServerPid(groupId: number): number | null {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== groupId) continue; // field 5 of stat: the process group
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (cmdline.startsWith("next-server")) return Number(entry);
    } catch {
      // the process ended while we looked
    }
  }
  return null;
}

/** A process's resident memory now, in MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

/** Samples a process's RSS every 200 ms until stop(), which answers the highest seen. */
export function sampleRss(pid: number) {
  let max = rssMb(pid);
  const timer = setInterval(() => {
    try {
      max = Math.max(max, rssMb(pid));
    } catch {
      // gone: the measure will fail on its own
    }
  }, 200);
  return { stop: () => (clearInterval(timer), max) };
}
