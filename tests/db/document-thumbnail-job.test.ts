import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { renderablePdf } from "@/tests/support/documents";
import { appForSuite, appOnPostgres } from "./app-database";
import { clientData, unique, userData } from "./factories";

/**
 * The documents.thumbnail job on the app's own modules (PostgreSQL): a PDF
 * upload queues it with the row; the job renders page 1 in a child process
 * and stores a 320 px WebP, which the list then reports. A broken PDF keeps
 * its icon and completes the job (no retry); a renderer over its time or
 * memory is killed and answers why.
 */
function multipart(fields: Record<string, string>, file: { name: string; bytes: Buffer }) {
  const boundary = `----thumb${unique()}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  const body = Buffer.concat(parts);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    contentLength: String(body.length),
    body: new Blob([new Uint8Array(body)]).stream(),
  };
}

const bytesStream = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]).stream();

describe("documents.thumbnail job (PostgreSQL)", () => {
  const app = appForSuite(
    appOnPostgres,
    async () => ({
      ...(await import("@/server/documents/upload-document")),
      ...(await import("@/server/documents/find-documents")),
      ...(await import("@/server/documents/make-document-thumbnail")),
      ...(await import("@/server/documents/pdf-thumbnail")),
      ...(await import("@/server/jobs/runner")),
    }),
    { jobs: true },
  );
  let actor: Actor;
  let clientId: string;

  beforeAll(async () => {
    const user = await app.prisma.user.create({ data: userData({ role: "admin" }) });
    actor = { id: user.id, name: "Ada Admin", role: "admin" };
    clientId = (await app.prisma.client.create({ data: clientData(), select: { id: true } })).id;
  });

  const jobsOf = (id: string) =>
    app.prisma.$queryRaw<{ state: string; retry_count: number }[]>`
      SELECT state, retry_count FROM pgboss.job WHERE name = 'documents.thumbnail' AND data->>'documentId' = ${id}`;
  const upload = (name: string, bytes: Buffer) =>
    app.uploadDocument({ request: multipart({ entity: "clients", recordId: clientId }, { name, bytes }), actor });
  const listed = async (id: string) =>
    (await app.findDocuments({ entity: "clients", recordId: clientId }, actor)).items.find((item) => item._id === id)!;

  it("a PDF upload queues the job; after it the row's thumbnail is a WebP of page 1, 320 px on its longest side", async () => {
    const dto = await upload("lease.pdf", await renderablePdf());
    expect(dto).toMatchObject({ contentType: "application/pdf", hasThumbnail: false });
    expect(await jobsOf(dto._id)).toEqual([expect.objectContaining({ state: "created" })]);

    const report = await app.runDueJobs({ budgetMs: 30_000 });
    expect(report.failed).toBe(0);
    expect(await jobsOf(dto._id)).toEqual([expect.objectContaining({ state: "completed" })]);
    const row = await app.prisma.document.findUniqueOrThrow({ where: { id: dto._id }, select: { thumbnailData: true } });
    const meta = await sharp(row.thumbnailData!).metadata();
    // A4 is 595 × 842 points: 320 px high, 226 or 227 wide (rounding).
    expect(meta).toMatchObject({ format: "webp", height: 320 });
    expect(Math.abs(meta.width! - 226.1)).toBeLessThan(1);
    // Page 1 drawn: the red block near the top left, white paper elsewhere.
    const { data, info } = await sharp(row.thumbnailData!).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3));
    const [red, green, blue] = pixel(50, 38);
    expect(red).toBeGreaterThan(150);
    expect(green).toBeLessThan(100);
    expect(blue).toBeLessThan(100);
    expect(pixel(200, 300).every((value) => value > 240)).toBe(true);
    expect(await listed(dto._id)).toMatchObject({ hasThumbnail: true });
    // Run again (a retry, a stray run): nothing changes.
    expect(await app.makeDocumentThumbnail(dto._id)).toBe("skipped");
  });

  it("PDFs stored before thumbnails (no job ran) get theirs from the backfill, at most `limit` a run", async () => {
    const stored = [await upload("old-1.pdf", await renderablePdf()), await upload("old-2.pdf", await renderablePdf())];
    // As if stored before the job existed: no job will come for them.
    await app.prisma.$executeRaw`DELETE FROM pgboss.job WHERE name = 'documents.thumbnail'`;
    const others = await app.prisma.document.count({ where: { contentType: "application/pdf", thumbnailData: null } });
    expect(others).toBeGreaterThanOrEqual(2);

    const first = await app.thumbnailStoredPdfs({ limit: 1 });
    expect(first).toMatchObject({ made: 1, more: true });
    let rest = { more: true };
    for (let run = 0; rest.more && run < others; run += 1) rest = await app.thumbnailStoredPdfs({ limit: 1 });
    for (const dto of stored) expect(await listed(dto._id)).toMatchObject({ hasThumbnail: true });
  });

  it("a broken PDF keeps its icon: the job completes at its first try, no retry, no error", async () => {
    const dto = await upload("broken.pdf", Buffer.from("%PDF-1.7\nthis is not really a PDF at all\n%%EOF\n", "latin1"));
    const report = await app.runDueJobs({ budgetMs: 30_000 });
    expect(report.failed).toBe(0);
    expect(await jobsOf(dto._id)).toEqual([{ state: "completed", retry_count: 0 }]);
    expect(await listed(dto._id)).toMatchObject({ hasThumbnail: false });
    expect(await app.makeDocumentThumbnail(dto._id)).toBe("none");
  });

  it("a HEIC photo the image library cannot decode (HEVC: sharp's libheif has AV1 only) is kept with its icon, no job", async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"), Buffer.alloc(2048, 7)]);
    const dto = await app.uploadDocument({
      request: multipart({ entity: "clients", recordId: clientId }, { name: "IMG_0001.HEIC", bytes: heic }),
      actor,
    });
    expect(dto).toMatchObject({ contentType: "image/heic", hasThumbnail: false });
    expect(await jobsOf(dto._id)).toEqual([]);
  });

  it("a renderer over its time or its memory is killed and says why", async () => {
    const pdf = await renderablePdf();
    const slow = await app.renderPdfFirstPage(bytesStream(pdf), { size: 640, timeoutMs: 50 });
    expect(slow).toEqual({ ok: false, reason: expect.stringMatching(/longer than/) });
    const greedy = await app.renderPdfFirstPage(bytesStream(pdf), { size: 640, maxRssBytes: 8 * 1024 * 1024 });
    expect(greedy).toEqual({ ok: false, reason: expect.stringMatching(/more than 8 MB/) });
    const fine = await app.renderPdfFirstPage(bytesStream(pdf), { size: 640 });
    expect(fine.ok && (await sharp(fine.png).metadata())).toMatchObject({ format: "png", height: 640 });
  });

  it("a page beyond the PDF specification's largest (200 inches) is not rendered", async () => {
    const huge = await renderablePdf({ size: [20_000, 20_000] });
    expect(await app.renderPdfFirstPage(bytesStream(huge), { size: 640 })).toEqual({
      ok: false,
      reason: expect.stringMatching(/20000 × 20000 points/),
    });
  });
});
