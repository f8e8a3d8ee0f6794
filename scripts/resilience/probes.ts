/**
 * Measuring a running app server from the outside, for the suites that load
 * it: its resident memory (read from /proc, the Node process `npm start`
 * runs), the latency of /api/v1/health while something else goes on, and a
 * request body streamed chunk by chunk without a Content-Length.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AppServer } from "./support/app";

/** The pid of the Node process that serves (`next-server`), among the app's process group. */
export function serverPid(app: AppServer): number {
  const lines = execFileSync("ps", ["-o", "pid=,args=", "-g", String(app.process.pid)], { encoding: "utf8" }).split("\n");
  const line = lines.find((candidate) => candidate.includes("next-server"));
  if (!line) throw new Error(`No next-server process in the group of ${app.process.pid}:\n${lines.join("\n")}`);
  return Number(line.trim().split(/\s+/)[0]);
}

/** Resident memory in MB (VmRSS). */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : 0;
}

/** Samples a process's resident memory until stopped; the peak is what counts. */
export function sampleRss(pid: number, everyMs = 50) {
  const samples: number[] = [rssMb(pid)];
  const timer = setInterval(() => {
    try {
      samples.push(rssMb(pid));
    } catch {
      // the process is gone: the suite's checks will say so
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return { startMb: samples[0]!, peakMb: Math.max(...samples), samples: samples.length };
    },
  };
}

/** Calls GET /api/v1/health back to back until stopped; each call's latency and status. */
export function probeHealth(baseUrl: string, pauseMs = 100) {
  const latencies: number[] = [];
  const statuses: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      let status = 0;
      try {
        const response = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = -1;
      }
      latencies.push(performance.now() - started);
      statuses.push(status);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const sorted = [...latencies].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      return { calls: latencies.length, maxMs: at(1), p95Ms: at(0.95), medianMs: at(0.5), notOk: statuses.filter((s) => s !== 200).length };
    },
  };
}

export interface StreamedAnswer {
  status: number;
  body: string;
  bytesSent: number;
  ms: number;
}

/**
 * POSTs `prefix` followed by filler bytes up to `totalBytes`, chunked (no
 * Content-Length), as fast as the connection takes them; stops sending once
 * the server has answered or closed the connection.
 */
export function sendChunkedBody(
  url: string,
  options: { totalBytes: number; prefix: string; headers: Record<string, string> },
): Promise<StreamedAnswer> {
  const started = performance.now();
  const filler = Buffer.alloc(1024 * 1024, "a");
  return new Promise((resolve) => {
    let bytesSent = 0;
    let answered = false;
    let finished = false;
    const done = (status: number, body: string) => {
      if (finished) return;
      finished = true;
      resolve({ status, body, bytesSent, ms: performance.now() - started });
    };
    const req = httpRequest(url, { method: "POST", headers: { ...options.headers, "transfer-encoding": "chunked" } }, (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => done(res.statusCode ?? 0, body));
      res.on("error", () => done(res.statusCode ?? 0, body));
    });
    req.on("error", (error) => done(answered ? 0 : -1, String(error)));
    const write = () => {
      while (!answered && !req.destroyed && bytesSent < options.totalBytes) {
        const chunk = bytesSent === 0 ? Buffer.concat([Buffer.from(options.prefix), filler]) : filler;
        bytesSent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      if (!req.destroyed) req.end();
    };
    write();
  });
}
