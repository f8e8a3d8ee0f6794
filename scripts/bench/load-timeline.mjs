/**
 * One page load, as Chromium's main thread saw it: when the document, the
 * stylesheet, the font and each script arrived, when each script's evaluation
 * began, the HTML parse, style, layout and paint tasks, the first contentful
 * paint and each LCP candidate — then every task over 50 ms with what filled
 * it. How the LCP race and React's 300 ms reveal hold were found
 * (docs/PERFORMANCE.md "Reading them", issue 33).
 *
 *   node scripts/bench/load-timeline.mjs <base URL> <path> [--cpu=4] [--width=412] [--until=1500]
 *
 * A fresh browser context per call (nothing cached, as in Lighthouse). Any path
 * but /login signs in first as the demo admin (DEMO_EMAIL, DEMO_PASSWORD to
 * change). `--cpu` slows the CPU as Lighthouse's mobile preset assumes (1 =
 * the unthrottled load Lighthouse observes before it simulates).
 */
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { cpu: { type: "string", default: "1" }, width: { type: "string", default: "412" }, until: { type: "string", default: "1500" } },
});
const [base, path] = positionals;
if (!base || !path) throw new Error("Usage: load-timeline.mjs <base URL> <path> [--cpu=4] [--width=412] [--until=1500]");

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext({ viewport: { width: Number(values.width), height: 823 } });
const page = await context.newPage();
if (path !== "/login") {
  const { csrfToken } = await (await page.request.get(`${base}/api/auth/csrf`)).json();
  await page.request.post(`${base}/api/auth/callback/credentials`, {
    form: {
      csrfToken,
      email: process.env.DEMO_EMAIL ?? "admin@agency.test",
      password: process.env.DEMO_PASSWORD ?? "Admin123!demo",
      json: "true",
    },
  });
}

const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(values.cpu) });
const events = [];
cdp.on("Tracing.dataCollected", (data) => events.push(...data.value));
const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
await cdp.send("Tracing.start", {
  categories: "devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing",
  transferMode: "ReportEvents",
});
await page.goto(base + path, { waitUntil: "load" });
await page.waitForTimeout(1_500 * Number(values.cpu));
await cdp.send("Tracing.end");
await complete;
await browser.close();

const start = events.find((event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL?.startsWith(base));
if (!start) throw new Error("No navigation in the trace.");
const { pid } = start;
const mainThread = events.find((event) => event.name === "thread_name" && event.pid === pid && event.args.name === "CrRendererMain").tid;
const onMain = (event) => event.pid === pid && event.tid === mainThread;
const at = (event) => (event.ts - start.ts) / 1000;
const ms = (value) => value.toFixed(0).padStart(5);
const shortUrl = (url) => url.replace(base, "").slice(0, 60);

const urlOf = new Map();
for (const event of events) if (event.name === "ResourceSendRequest") urlOf.set(event.args.data.requestId, event.args.data.url);

console.log("  at ms   for  what");
const milestones = events
  .filter((event) => event.ts >= start.ts && at(event) <= Number(values.until))
  .filter(
    (event) =>
      (event.name === "ResourceFinish" && (urlOf.get(event.args.data.requestId) ?? "").startsWith(base)) ||
      event.name === "firstContentfulPaint" ||
      event.name === "largestContentfulPaint::Candidate" ||
      (onMain(event) &&
        ["EvaluateScript", "ParseHTML", "UpdateLayoutTree", "Layout", "Paint"].includes(event.name) &&
        (event.dur ?? 0) >= 1_000),
  )
  .sort((a, b) => a.ts - b.ts);
for (const event of milestones) {
  const data = event.args?.data ?? {};
  const what =
    event.name === "ResourceFinish"
      ? `arrived ${shortUrl(urlOf.get(data.requestId) ?? "?")}`
      : event.name === "EvaluateScript"
        ? `evaluate ${shortUrl(data.url ?? "inline")}`
        : event.name === "largestContentfulPaint::Candidate"
          ? `LCP candidate <${data.nodeName ?? "?"}> (${data.size ?? "?"} px²)`
          : event.name;
  console.log(`${ms(at(event))} ${ms((event.dur ?? 0) / 1000)}  ${what}`);
}

console.log("\nLong tasks (over 50 ms), with the events that filled them:");
let blocking = 0;
const tasks = events.filter((event) => onMain(event) && event.name === "RunTask" && event.dur > 50_000 && event.ts >= start.ts);
for (const task of tasks.sort((a, b) => a.ts - b.ts)) {
  blocking += task.dur / 1000 - 50;
  const inside = new Map();
  for (const event of events) {
    if (!onMain(event) || event === task || !event.dur || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
    if (event.name === "RunTask" || event.name.startsWith("V8.")) continue;
    const key = event.args?.data?.url ? `${event.name} ${event.args.data.url.split("/").pop()}` : event.name;
    inside.set(key, (inside.get(key) ?? 0) + event.dur / 1000);
  }
  const top = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 4);
  console.log(`${ms(at(task))} ${ms(task.dur / 1000)}  ${top.map(([name, time]) => `${name} ${time.toFixed(0)}`).join("; ")}`);
}
console.log(`Blocking time of those tasks (each beyond 50 ms): ${blocking.toFixed(0)} ms, at ${values.cpu}x CPU.`);
