/**
 * Renders the first page of the PDF it reads on stdin as a PNG on stdout, its
 * longest side RENDER_SIZE pixels (argv[2]). Run only as a child process by
 * pdf-thumbnail.ts, which bounds it (a heap cap, a resident-memory watch, a
 * time limit, SIGKILL): a hostile PDF can end this process, never the console.
 * pdf.js renders in JavaScript onto @napi-rs/canvas; scripts, system fonts
 * and font loading are off, and no embedded image may be decoded beyond
 * MAX_IMAGE_PIXELS. Exit 0 with the PNG; 2 when the file is not a PDF it can
 * read or its page is outside MAX_PAGE_POINTS; anything else is a crash.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { getDocument, VerbosityLevel } from "pdfjs-dist/legacy/build/pdf.mjs";

const RENDER_SIZE = Math.max(16, Math.min(2048, Number(process.argv[2]) || 640));
/** The PDF specification's largest page (200 inches, 14,400 points) — beyond it the file is not a document. */
const MAX_PAGE_POINTS = 14_400;
const MAX_IMAGE_PIXELS = 16_000_000;

const require = createRequire(import.meta.url);
const standardFonts = path.join(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts") + path.sep;

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

async function main() {
  const data = await readStdin();
  let pdf;
  try {
    pdf = await getDocument({
      data,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      standardFontDataUrl: standardFonts,
      maxImageSize: MAX_IMAGE_PIXELS,
      verbosity: VerbosityLevel.ERRORS,
      stopAtErrors: false,
    }).promise;
  } catch (error) {
    process.stderr.write(`Not a readable PDF: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
  const page = await pdf.getPage(1);
  const natural = page.getViewport({ scale: 1 });
  const longest = Math.max(natural.width, natural.height);
  if (!(longest >= 1) || longest > MAX_PAGE_POINTS) {
    process.stderr.write(`The first page measures ${natural.width} × ${natural.height} points.\n`);
    process.exit(2);
  }
  const viewport = page.getViewport({ scale: RENDER_SIZE / longest });
  const canvas = createCanvas(Math.max(1, Math.round(viewport.width)), Math.max(1, Math.round(viewport.height)));
  const context = canvas.getContext("2d");
  // A page is drawn on white, as a reader shows it (a PDF's background is transparent).
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  const png = await canvas.encode("png");
  await new Promise((resolve, reject) => process.stdout.write(png, (error) => (error ? reject(error) : resolve())));
  await pdf.destroy();
  process.exit(0);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
