import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";

/**
 * The first page of a PDF as a PNG, made by pdf-page-renderer.mjs (pdf.js on
 * @napi-rs/canvas) in a child process of its own, so that whatever a hostile
 * file does costs that process only: its JavaScript heap is capped, its
 * resident memory watched (killed past RENDER_MAX_RSS_BYTES), its time limited
 * (killed after RENDER_TIMEOUT_MS) and its output bounded. Runs only in the
 * background job documents.thumbnail (make-document-thumbnail.ts), never in
 * a request. Answers the PNG, or a reason why there is none.
 */
export type PdfRender = { ok: true; png: Buffer } | { ok: false; reason: string };

export const RENDER_TIMEOUT_MS = 20_000;
export const RENDER_MAX_RSS_BYTES = 384 * 1024 * 1024;
const RENDER_HEAP_MB = 192;
const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;
const RSS_CHECK_MS = 100;

const rendererPath = () => path.join(process.cwd(), "server", "documents", "pdf-page-renderer.mjs");

/** Resident memory of a process on Linux (/proc); null elsewhere or once it has ended. */
async function residentBytes(pid: number): Promise<number | null> {
  try {
    const statm = await readFile(`/proc/${pid}/statm`, "utf8");
    return Number(statm.split(" ")[1]) * 4096;
  } catch {
    return null;
  }
}

export function renderPdfFirstPage(
  pdf: ReadableStream<Uint8Array>,
  { size, timeoutMs = RENDER_TIMEOUT_MS, maxRssBytes = RENDER_MAX_RSS_BYTES }: { size: number; timeoutMs?: number; maxRssBytes?: number },
): Promise<PdfRender> {
  return new Promise<PdfRender>((resolve) => {
    const child: ChildProcessWithoutNullStreams = spawn(
      process.execPath,
      [`--max-old-space-size=${RENDER_HEAP_MB}`, rendererPath(), String(size)],
      {
        stdio: ["pipe", "pipe", "pipe"],
        env: { PATH: process.env.PATH ?? "", MALLOC_ARENA_MAX: "2", NODE_ENV: "production" },
      },
    );
    let outcome: PdfRender | null = null;
    const finish = (result: PdfRender) => {
      outcome ??= result;
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    };
    const output: Buffer[] = [];
    let outputBytes = 0;
    let errors = "";

    const timer = setTimeout(() => finish({ ok: false, reason: `rendering took longer than ${timeoutMs / 1000} s` }), timeoutMs);
    const watch = setInterval(() => {
      if (!child.pid) return;
      void residentBytes(child.pid).then((rss) => {
        if (rss !== null && rss > maxRssBytes) finish({ ok: false, reason: `rendering used more than ${maxRssBytes >> 20} MB` });
      });
    }, RSS_CHECK_MS);

    child.stdout.on("data", (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (outputBytes > MAX_OUTPUT_BYTES) finish({ ok: false, reason: "the rendered page was too large" });
      else output.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      if (errors.length < 2_000) errors += chunk.toString("utf8");
    });
    child.on("error", (error) => finish({ ok: false, reason: `the renderer could not start: ${error.message}` }));
    child.on("close", (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      clearInterval(watch);
      if (code === 0 && !outcome) outcome = { ok: true, png: Buffer.concat(output) };
      resolve(
        outcome ?? {
          ok: false,
          reason:
            (code === 2 ? "" : `the renderer ended (${signal ?? `exit ${code}`}): `) + (errors.trim().split("\n")[0] || "no reason given"),
        },
      );
    });

    // The file goes in as it is read from storage; a renderer that ended early simply stops taking it.
    child.stdin.on("error", () => undefined);
    const input = Readable.fromWeb(pdf as NodeWebReadableStream<Uint8Array>);
    input.on("error", (error) => finish({ ok: false, reason: `the file could not be read: ${error.message}` }));
    input.pipe(child.stdin);
  });
}
