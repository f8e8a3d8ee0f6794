/**
 * `npx tsx scripts/bench/documents.ts [--scales 1,10] [--duration 8] [--warmup 2] [--connections 16]` (part of
 * `npm run bench`): issue 30's paper at scale, on the production build (`next start`) over a throwaway
 * PostgreSQL database filled by generate.ts, to which it adds per scale two documents per listing (one
 * 256 KB-or-less chunk each) and a one-picture gallery per listing (its cover) — the busy listing
 * (benchId("listing", 4242)) gets 40 documents, 12 with a thumbnail, and a gallery of 24. Then, with
 * autocannon as in run.ts, that listing's documents list (GET /documents?entity=listings&recordId=…) and
 * its gallery (GET /listings/{id}/pictures), with run.ts's listing-details beside them as a control; and once per scale a 25 MB document uploaded (streamed
 * multipart, POST /documents) and downloaded back (GET /documents/{id}/content, checked by SHA-256) with
 * the app process's peak RSS (next-server, from /proc). Budgets: p50 at the largest scale ≤ 1.5 × the
 * smallest's; RSS < 400 MB through the upload and download. Prints PASS/MISS; exits non-zero only on errors.
 * Figures: docs/PERFORMANCE.md "Documents and gallery".
 */
import autocannon from "autocannon";
import { createHash } from "node:crypto";
import pg from "pg";
import sharp from "sharp";
import { type AppServer, startApp } from "@/scripts/resilience/support/app";
import { TEST_USERS } from "@/tests/support/test-users";
import { benchId, generateDatabase } from "./generate";
import { nextServerPid, rssMb, sampleRss } from "./process-rss";

const PORT = Number(process.env.BENCH_PORT_BASE ?? 4600) + 20;
const BUDGET = { growth: 1.5, rssMb: 400 } as const;
const BIG_FILE_BYTES = 25 * 1024 * 1024 - 64 * 1024; // DOCUMENT_MAX_BYTES less room for nothing: a 25 MB file that is accepted
const BUSY_LISTING = benchId("listing", 4242);

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}
const OPTIONS = {
  scales: option("scales", "1,10").split(",").map(Number),
  duration: Number(option("duration", "8")),
  warmup: Number(option("warmup", "2")),
  connections: Number(option("connections", "16")),
};

/** Two documents per listing, a one-picture gallery per listing (its cover); the busy listing 40 documents and 24 pictures. */
async function addPaper(databaseUrl: string): Promise<{ documents: number; pictures: number }> {
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 14, g: 116, b: 144 } } })
    .webp()
    .toBuffer();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      INSERT INTO documents (entity, record_id, title, category, file_name, content_type, byte_size, sha256, complete, uploaded_by_name, created_at, updated_at)
      SELECT 'listings', l.id, 'Lease ' || n, 'lease', 'lease-' || n || '.pdf', 'application/pdf', 9, repeat('a', 64), true, 'Bench', now() - n * interval '1 day', now()
      FROM listings l CROSS JOIN generate_series(1, 2) n`);
    await client.query(
      `INSERT INTO documents (entity, record_id, title, category, file_name, content_type, byte_size, sha256, complete, uploaded_by_name, created_at, updated_at, thumbnail_data)
       SELECT 'listings', $1, 'Paper ' || n, 'other', 'paper-' || n || '.pdf', 'application/pdf', 9, repeat('b', 64), true, 'Bench',
              now() - n * interval '1 hour', now(), CASE WHEN n % 3 = 0 THEN $2::bytea END
       FROM generate_series(1, 38) n`,
      [BUSY_LISTING, picture],
    );
    await client.query(`INSERT INTO document_chunks (document_id, seq, data) SELECT id, 0, '%PDF-1.7\n'::bytea FROM documents`);
    // Every listing's cover, first of its gallery; the busy listing 23 more.
    await client.query(
      `WITH files AS (
         INSERT INTO stored_files (content_type, byte_size, width, height, sha256, data, thumbnail_data, thumbnail_content_type, medium_data, large_data)
         SELECT 'image/webp', length($1::bytea), 64, 48, md5(l.id::text) || md5(l.id::text), $1, $1, 'image/webp', $1, $1 FROM listings l
         RETURNING id, sha256
       )
       INSERT INTO listing_pictures (file_id, listing_id, position)
       SELECT f.id, l.id, 0 FROM files f JOIN listings l ON md5(l.id::text) || md5(l.id::text) = f.sha256`,
      [picture],
    );
    await client.query(`UPDATE listings l SET image_id = p.file_id FROM listing_pictures p WHERE p.listing_id = l.id`);
    await client.query(
      `WITH files AS (
         INSERT INTO stored_files (content_type, byte_size, width, height, sha256, data, thumbnail_data, thumbnail_content_type, medium_data, large_data)
         SELECT 'image/webp', length($1::bytea), 64, 48, lpad(n::text, 64, '0'), $1, $1, 'image/webp', $1, $1 FROM generate_series(1, 23) n
         RETURNING id, sha256
       )
       INSERT INTO listing_pictures (file_id, listing_id, position, caption) SELECT id, $2, sha256::bigint, 'Room ' || sha256::bigint FROM files`,
      [picture, BUSY_LISTING],
    );
    await client.query("VACUUM ANALYZE documents, document_chunks, stored_files, listing_pictures");
    const counts = await client.query<{ documents: string; pictures: string }>(
      "SELECT (SELECT count(*) FROM documents) AS documents, (SELECT count(*) FROM listing_pictures) AS pictures",
    );
    return { documents: Number(counts.rows[0]!.documents), pictures: Number(counts.rows[0]!.pictures) };
  } finally {
    await client.end();
  }
}

interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, token: string): Promise<Measure> {
  const run = (duration: number) =>
    autocannon({ url, connections: OPTIONS.connections, duration, headers: { "x-access-token": token }, timeout: 20 });
  if (OPTIONS.warmup > 0) await run(OPTIONS.warmup);
  const result = await run(OPTIONS.duration);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The upload's multipart body, produced 64 KB at a time (never whole in this process either). */
function bigUpload(): { body: ReadableStream<Uint8Array>; contentType: string; sha256: string } {
  const boundary = "----bench-documents";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="entity"\r\n\r\nlistings\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="recordId"\r\n\r\n${BUSY_LISTING}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="survey.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const piece = (offset: number) => {
    const size = Math.min(64 * 1024, BIG_FILE_BYTES - offset);
    return offset === 0 ? Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(size - 9, 7)]) : Buffer.alloc(size, offset % 251);
  };
  const hash = createHash("sha256");
  for (let offset = 0; offset < BIG_FILE_BYTES; offset += 64 * 1024) hash.update(piece(offset));
  let offset = -1;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset < 0) {
        controller.enqueue(head);
        offset = 0;
      } else if (offset >= BIG_FILE_BYTES) {
        controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
        controller.close();
      } else {
        controller.enqueue(piece(offset));
        offset += 64 * 1024;
      }
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, sha256: hash.digest("hex") };
}

async function bigDocument(appUrl: string, token: string, pid: number) {
  const rssBefore = rssMb(pid);
  const rss = sampleRss(pid);
  const upload = bigUpload();
  let started = performance.now();
  const response = await fetch(`${appUrl}/api/v1/documents`, {
    method: "POST",
    headers: { "x-access-token": token, "content-type": upload.contentType },
    body: upload.body,
    duplex: "half",
  } as RequestInit);
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  const document = (await response.json()) as { _id: string; sha256: string; size: number };
  const uploadSeconds = (performance.now() - started) / 1000;
  if (document.sha256 !== upload.sha256 || document.size !== BIG_FILE_BYTES) throw new Error(`upload stored ${JSON.stringify(document)}`);

  started = performance.now();
  const download = await fetch(`${appUrl}/api/v1/documents/${document._id}/content`, { headers: { "x-access-token": token } });
  if (download.status !== 200 || !download.body) throw new Error(`download: ${download.status}`);
  const hash = createHash("sha256");
  for await (const chunk of download.body as unknown as AsyncIterable<Uint8Array>) hash.update(chunk);
  if (hash.digest("hex") !== upload.sha256) throw new Error("download: not the bytes uploaded");
  const downloadSeconds = (performance.now() - started) / 1000;
  return { uploadSeconds, downloadSeconds, rssBefore, rssMax: rss.stop() };
}

async function signIn(appUrl: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/v1/auth/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: TEST_USERS.admin.email, password: TEST_USERS.admin.password }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status}`);
  return ((await response.json()) as { authToken: string }).authToken;
}

async function main() {
  const results: { scale: number; documents: Measure; gallery: Measure }[] = [];
  const rssChecks: { scale: number; rssMax: number }[] = [];
  let failed = false;
  for (const scale of OPTIONS.scales) {
    console.log(`\n== scale ${scale}: generating`);
    const generated = await generateDatabase(scale);
    let app: AppServer | undefined;
    try {
      const added = await addPaper(generated.database.url);
      console.log(
        `   ${generated.counts.listings.toLocaleString("en")} listings, ${added.documents.toLocaleString("en")} documents, ` +
          `${added.pictures.toLocaleString("en")} gallery pictures; loaded in ${generated.loadSeconds.toFixed(1)} s + paper`,
      );
      app = await startApp({ databaseUrl: generated.database.url, port: PORT, env: { SESSION_IDLE_TIMEOUT_MS: String(3_600_000) } });
      const pid = nextServerPid(app.process.pid!);
      if (!pid) throw new Error("Could not find the next-server process of the app");
      const token = await signIn(app.url);
      const base = `${app.url}/api/v1`;
      const listed = await fetch(`${base}/documents?entity=listings&recordId=${BUSY_LISTING}`, { headers: { "x-access-token": token } });
      const gallery = await fetch(`${base}/listings/${BUSY_LISTING}/pictures`, { headers: { "x-access-token": token } });
      if (listed.headers.get("x-total-count") !== "40" || gallery.headers.get("x-total-count") !== "24")
        throw new Error(
          `busy listing: ${listed.status} ${listed.headers.get("x-total-count")} documents, ${gallery.headers.get("x-total-count")} pictures`,
        );
      const documents = await load(`${base}/documents?entity=listings&recordId=${BUSY_LISTING}`, token);
      const pictures = await load(`${base}/listings/${BUSY_LISTING}/pictures`, token);
      // A control measured in the same minute: run.ts's listing-details, to read the two above against a busy machine.
      const control = await load(`${base}/listings/details/${BUSY_LISTING}`, token);
      for (const [name, m] of [
        ["documents-list", documents],
        ["gallery", pictures],
        ["listing-details", control],
      ] as const) {
        console.log(`   ${name.padEnd(16)} ${String(m.requestsPerSecond).padStart(6)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms`);
        if (m.non2xx || m.errors) {
          console.error(`   ${name}: ${m.non2xx} non-2xx answers, ${m.errors} errors`);
          failed = true;
        }
      }
      results.push({ scale, documents, gallery: pictures });
      const big = await bigDocument(app.url, token, pid);
      console.log(
        `   25 MB document: upload ${big.uploadSeconds.toFixed(1)} s, download ${big.downloadSeconds.toFixed(1)} s; app RSS ${big.rssBefore} → max ${big.rssMax} MB`,
      );
      rssChecks.push({ scale, rssMax: big.rssMax });
    } finally {
      await app?.stop();
      await generated.database
        .drop()
        .catch((error: unknown) => console.error(`could not drop ${generated.database.name}: ${String(error)}`));
    }
  }
  console.log("\n== budgets");
  const [small, large] = [results[0]!, results[results.length - 1]!];
  if (small !== large) {
    for (const name of ["documents", "gallery"] as const) {
      const factor = Math.max(1, large[name].p50) / Math.max(1, small[name].p50);
      console.log(
        `   ${factor <= BUDGET.growth ? "PASS" : "MISS"}  p50 scale ${large.scale} ≤ ${BUDGET.growth}× scale ${small.scale}   ${name.padEnd(10)} ${small[name].p50} → ${large[name].p50} ms, ${factor.toFixed(2)}×`,
      );
    }
  }
  for (const check of rssChecks)
    console.log(
      `   ${check.rssMax < BUDGET.rssMb ? "PASS" : "MISS"}  RSS < ${BUDGET.rssMb} MB through a 25 MB upload + download (scale ${check.scale})   ${check.rssMax} MB`,
    );
  if (failed) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
