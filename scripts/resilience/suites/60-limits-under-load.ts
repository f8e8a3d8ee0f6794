/**
 * Hardening, round two: the limits that only show under load, proven on the
 * production build (`npm start`, heap capped at 320 MB) with the server's
 * resident memory read from /proc and /api/v1/health timed meanwhile.
 * 1. Sign-in bursts: 100 wrong passwords for one account sent at once, each
 *    from its own address, get at most LOGIN_MAX_FAILURES_PER_ACCOUNT checked
 *    (the rest 429); 100 from one address at most the per-pair limit.
 * 2. Bodies without a Content-Length: 400 MB streamed to the API sign-in, to
 *    next-auth's callback and to an authenticated JSON route are cut off at
 *    the route's limit with 413 (415 for a wrong type), and the server's
 *    memory hardly moves.
 * 3. Pictures: 30 parallel 6000 × 6000 listing uploads are answered 201 or
 *    503 + Retry-After (never anything else), memory stays bounded, and
 *    /health keeps answering quickly.
 * The burst across two instances is in 40-two-instances.
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { TestDatabase } from "@/tests/support/test-database";
import { TEST_USERS } from "@/tests/support/test-users";
import { probeHealth, rssMb, sampleRss, sendChunkedBody, serverPid } from "../probes";
import {
  callApi,
  check,
  createClients,
  loginToken,
  prepareDatabase,
  startApp,
  writeFigures,
  type AppServer,
  runSuite,
  checkServerLogClean,
} from "../support";

const PER_ACCOUNT = 5;
const PER_PAIR = 3;
const STREAMED_BYTES = 400 * 1024 * 1024;
/** What a refused 400 MB body may add to the server's memory. */
const STREAM_GROWTH_BUDGET_MB = 64;
const PICTURE_UPLOADS = 30;
/** Peak resident memory while 30 pictures are uploaded (the heap alone may take 320 MB). */
const PICTURE_RSS_BUDGET_MB = 640;
const HEALTH_MAX_MS = 1_500;

const figures: Record<string, unknown> = {};

async function throwawayUser(app: AppServer, adminToken: string): Promise<{ email: string; password: string }> {
  const email = `burst.${randomBytes(4).toString("hex")}@limits.test`;
  const password = "Burst!Password-1";
  const created = await callApi(app.url, "/api/v1/users/register", {
    token: adminToken,
    body: { userName: email.split("@")[0], firstName: "Bea", lastName: "Burst", email, role: "property-specialist", password },
  });
  check(created.status === 201, `a throwaway user (${created.status}: ${JSON.stringify(created.body)})`);
  return { email, password };
}

/** Sends `count` wrong-password sign-ins at once; how many were checked (401) and refused unchecked (429). */
async function burst(app: AppServer, email: string, addressOf: (index: number) => string, count = 100) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      callApi(app.url, "/api/v1/auth/admin/login", {
        body: { email, password: `wrong-${index}` },
        headers: { "x-forwarded-for": addressOf(index) },
        timeoutMs: 60_000,
      }),
    ),
  );
  const checked = answers.filter((answer) => answer.status === 401).length;
  const refused = answers.filter((answer) => answer.status === 429 && answer.headers.get("retry-after")).length;
  check(checked + refused === count, `every burst answer is 401 or 429 with Retry-After: ${answers.map((a) => a.status).join(",")}`);
  return { checked, refused };
}

async function signInBursts(app: AppServer, adminToken: string) {
  const spread = await throwawayUser(app, adminToken);
  const fromEverywhere = await burst(app, spread.email, (index) => `10.60.${index >> 8}.${index & 255}`);
  check(fromEverywhere.checked <= PER_ACCOUNT, `100 at once from 100 addresses: ${fromEverywhere.checked} checked, limit ${PER_ACCOUNT}`);
  const onePair = await throwawayUser(app, adminToken);
  const fromOne = await burst(app, onePair.email, () => "10.61.0.1");
  check(fromOne.checked <= PER_PAIR, `100 at once from one address: ${fromOne.checked} checked, limit ${PER_PAIR}`);
  // The owner of the second account is not locked out by that address's failures.
  const owner = await callApi(app.url, "/api/v1/auth/admin/login", { body: onePair, headers: { "x-forwarded-for": "10.61.0.2" } });
  check(owner.status === 200, `the owner signs in from their own address (${owner.status})`);
  figures.burst = { spreadOverAddresses: fromEverywhere, fromOneAddress: fromOne, perAccount: PER_ACCOUNT, perPair: PER_PAIR };
  console.log(
    `   burst: 100 from 100 addresses → ${fromEverywhere.checked} checked / ${fromEverywhere.refused} 429; ` +
      `100 from one address → ${fromOne.checked} checked / ${fromOne.refused} 429; owner elsewhere: 200`,
  );
}

async function streamedBodies(app: AppServer, adminToken: string) {
  const pid = serverPid(app);
  const targets: { name: string; path: string; type: string; headers: Record<string, string>; status: number }[] = [
    { name: "API sign-in (anonymous)", path: "/api/v1/auth/admin/login", type: "application/json", headers: {}, status: 413 },
    {
      name: "next-auth callback (anonymous)",
      path: "/api/auth/callback/credentials",
      type: "application/x-www-form-urlencoded",
      headers: {},
      status: 413,
    },
    {
      name: "client register (token)",
      path: "/api/v1/clients/register",
      type: "application/json",
      headers: { "x-access-token": adminToken },
      status: 413,
    },
    { name: "API sign-in as text/plain", path: "/api/v1/auth/admin/login", type: "text/plain", headers: {}, status: 415 },
  ];
  const results = [];
  for (const target of targets) {
    const before = rssMb(pid);
    const sampler = sampleRss(pid);
    const answer = await sendChunkedBody(`${app.url}${target.path}`, {
      totalBytes: STREAMED_BYTES,
      prefix: target.type === "application/json" ? '{"email":"a@b.test","password":"' : "email=a%40b.test&password=",
      headers: { "content-type": target.type, "x-forwarded-for": "10.62.0.1", ...target.headers },
    });
    // A tail of samples after the answer: the figure is the peak, and no outside event says the server is done with the bytes.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rss = sampler.stop();
    const growthMb = rss.peakMb - before;
    check(
      answer.status === target.status,
      `${target.name}: ${target.status} for a streamed body (got ${answer.status} ${answer.body.slice(0, 200)})`,
    );
    check(growthMb < STREAM_GROWTH_BUDGET_MB, `${target.name}: memory grew ${growthMb.toFixed(0)} MB (budget ${STREAM_GROWTH_BUDGET_MB})`);
    const result = {
      ...target,
      sentMb: Math.round(answer.bytesSent / 1024 / 1024),
      ms: Math.round(answer.ms),
      beforeMb: Math.round(before),
      peakMb: Math.round(rss.peakMb),
    };
    results.push(result);
    console.log(
      `   streamed 400 MB to ${target.name}: ${answer.status} after ${result.sentMb} MB sent; RSS ${result.beforeMb} → peak ${result.peakMb} MB`,
    );
  }
  figures.streamedBodies = results;
}

/** A 6000 × 6000 JPEG of a gradient: the largest picture a listing takes, and a realistic size (about 0.6 MB). */
async function largestPicture(): Promise<string> {
  const [width, height] = [6000, 6000];
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      raw[at] = ((x * 255) / width) | 0;
      raw[at + 1] = ((y * 255) / height) | 0;
      raw[at + 2] = ((x ^ y) & 63) + 96;
    }
  }
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

async function pictureBurst(app: AppServer, adminToken: string) {
  const pid = serverPid(app);
  const [clientId] = await createClients(app.url, adminToken, 1, "Picture burst");
  const specialist = await callApi<{ userInfo: { _id: string } }>(app.url, "/api/v1/auth/admin/login", {
    body: { email: TEST_USERS.specialist.email, password: TEST_USERS.specialist.password },
    headers: { "x-forwarded-for": "10.63.0.9" },
  });
  const image = await largestPicture();
  const body = (index: number) => ({
    client: clientId,
    propertySpecialist: specialist.body.userInfo._id,
    propertyName: `Burst villa ${index}`,
    image,
    listingType: "land-and-property",
    propertyType: "villa",
    location: "Rodney Bay, Gros Islet, St. Lucia",
    status: "for-sale",
    zoning: "residential",
    amenities: [],
    services: [],
    cost: { salePriceInUS: "850000.00", rentalPriceInUS: null, negotiable: true },
    size: { lotSizeSqFeet: "12000.00", lotSizeAcres: "0.2755", propertySizeSqFeet: "3400.00" },
    rooms: { bedrooms: 4, bathrooms: 3, otherRooms: [] },
    currentLease: null,
    notes: "",
  });

  const idle = probeHealth(app.url);
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // a quiet baseline for the figures (nothing is checked on it)
  const quiet = await idle.stop();
  const before = rssMb(pid);
  const sampler = sampleRss(pid);
  const health = probeHealth(app.url);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: PICTURE_UPLOADS }, (_, index) =>
      callApi(app.url, "/api/v1/listings/register", { token: adminToken, body: body(index), timeoutMs: 180_000 }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const during = await health.stop();
  const rss = sampler.stop();

  const created = answers.filter((answer) => answer.status === 201).length;
  const busy = answers.filter((answer) => answer.status === 503 && Number(answer.headers.get("retry-after")) >= 1).length;
  check(created + busy === PICTURE_UPLOADS, `every upload is 201 or 503 + Retry-After: ${answers.map((a) => a.status).join(",")}`);
  check(created >= 2, `some uploads went through (${created})`);
  check(rss.peakMb < PICTURE_RSS_BUDGET_MB, `peak memory ${rss.peakMb.toFixed(0)} MB during the uploads (budget ${PICTURE_RSS_BUDGET_MB})`);
  check(during.notOk === 0, `/health answered 200 throughout (${during.notOk} other answers)`);
  check(
    during.maxMs < HEALTH_MAX_MS,
    `/health's slowest answer during the uploads: ${during.maxMs.toFixed(0)} ms (budget ${HEALTH_MAX_MS})`,
  );
  figures.pictures = {
    uploads: PICTURE_UPLOADS,
    created,
    busy,
    seconds: Number(seconds.toFixed(1)),
    rssBeforeMb: Math.round(before),
    rssPeakMb: Math.round(rss.peakMb),
    healthQuiet: quiet,
    healthDuring: during,
  };
  console.log(
    `   pictures: ${PICTURE_UPLOADS} parallel 6000×6000 uploads in ${seconds.toFixed(1)} s → ${created} × 201, ${busy} × 503; ` +
      `RSS ${before.toFixed(0)} → peak ${rss.peakMb.toFixed(0)} MB; /health p95 ${during.p95Ms.toFixed(0)} ms, max ${during.maxMs.toFixed(0)} ms ` +
      `(quiet: max ${quiet.maxMs.toFixed(0)} ms)`,
  );
}

async function main() {
  let database: TestDatabase | undefined;
  let app: AppServer | undefined;
  try {
    database = await prepareDatabase();
    app = await startApp({
      databaseUrl: database.url,
      env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: String(PER_ACCOUNT), LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP: String(PER_PAIR) },
    });
    const adminToken = await loginToken(app.url, "admin", "10.60.255.1");
    await signInBursts(app, adminToken);
    await streamedBodies(app, adminToken);
    await pictureBurst(app, adminToken);
    checkServerLogClean(app);
    writeFigures("limits-under-load", figures);
  } finally {
    await app?.stop();
    await database?.drop();
  }
}

runSuite(main);
