/**
 * Runs Lighthouse (Node API) for scripts/bench/pages.ts, in plain Node on
 * purpose: Lighthouse sends some of its functions into the page as source
 * text, and under tsx those carry esbuild's `__name` helper, which the page
 * does not have ("ReferenceError: __name is not defined").
 *
 * The session cookies go into Chromium's cookie jar (which Lighthouse keeps
 * between runs) rather than into Lighthouse's `extraHeaders`: Chromium did
 * not send a Cookie header set that way, and the pages redirected to /login.
 *
 * Input (argv[2], JSON): { chromePath, chromeFlags, preset, throttling: "simulate" | "devtools",
 *   jobs: [{ url, cookies: [{ name, value }] | null, reportPath }] }.
 * Writes each Lighthouse result (LHR JSON) to its reportPath; exits non-zero on any failure.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { writeFileSync } from "node:fs";
import puppeteer from "puppeteer-core";

const { chromePath, chromeFlags, preset, throttling, jobs } = JSON.parse(process.argv[2]);
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const cdp = await browser.target().createCDPSession();

/** Exactly these cookies for the job's origin (none for a signed-out page). */
async function setJobCookies(url, cookies) {
  await cdp.send("Storage.clearCookies");
  if (!cookies?.length) return;
  const { origin } = new URL(url);
  await cdp.send("Storage.setCookies", { cookies: cookies.map(({ name, value }) => ({ name, value, url: origin, path: "/" })) });
}

try {
  for (const { url, cookies, reportPath } of jobs) {
    await setJobCookies(url, cookies);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        throttlingMethod: throttling,
      },
      preset === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    writeFileSync(reportPath, JSON.stringify(result.lhr));
  }
} finally {
  await browser.disconnect();
  chrome.kill();
}
