import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { withTestDatabase } from "@/tests/support/test-database";
import { pictureBytes } from "@/tests/support/pictures";
import { API, apiLogin, expectApiError, tokenHeaders } from "../support/api";

/**
 * GET /files/{id}: stored pictures, with the thumbnail variant and caching.
 * The picture is written straight into the run's database in the shape the
 * upload endpoints store (tests/unit/pictures.test.ts covers preparing it), so
 * this suite tests serving only.
 */
async function storeTestPicture(): Promise<{ id: string; sha256: string }> {
  const data = await pictureBytes(1600, 900, "jpeg");
  const thumbnailData = await sharp(data).resize({ width: 640, height: 640, fit: "inside" }).webp().toBuffer();
  const picture = { contentType: "image/jpeg", width: 1600, height: 900, data, thumbnailData };
  return withTestDatabase(async (client) => {
    const { rows } = await client.query<{ id: string; sha256: string }>(
      `INSERT INTO stored_files (content_type, byte_size, width, height, sha256, data, thumbnail_data, thumbnail_content_type)
       VALUES ($1, $2, $3, $4, encode(sha256($5), 'hex'), $5, $6, 'image/webp') RETURNING id, sha256`,
      [picture.contentType, picture.data.length, picture.width, picture.height, picture.data, picture.thumbnailData],
    );
    return rows[0]!;
  });
}

test.describe("GET /files/{id}", () => {
  let picture: { id: string; sha256: string };
  test.beforeAll(async () => {
    picture = await storeTestPicture();
  });

  test("serves the picture privately, cacheable for a year, with its ETag", async ({ request }) => {
    const token = await apiLogin(request, "specialist");
    const response = await request.get(`${API}/files/${picture.id}`, { headers: tokenHeaders(token) });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toBe("image/jpeg");
    expect(headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers.etag).toBe(`"${picture.sha256}"`);
    const metadata = await sharp(await response.body()).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 1600, height: 900 });
  });

  test("keeps its sandboxing policy: the API's generic CSP does not replace it", async ({ request }) => {
    const token = await apiLogin(request, "admin");
    for (const variant of ["", "?variant=thumbnail"]) {
      const response = await request.get(`${API}/files/${picture.id}${variant}`, { headers: tokenHeaders(token) });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
      const etag = response.headers().etag!;
      const cached = await request.get(`${API}/files/${picture.id}${variant}`, {
        headers: { ...tokenHeaders(token), "if-none-match": etag },
      });
      expect(cached.status()).toBe(304);
      expect(cached.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    }
    // Its errors are API answers with the API's policy.
    const missing = await request.get(`${API}/files/${randomUUID()}`, { headers: tokenHeaders(token) });
    await expectApiError(missing, 404);
    expect(missing.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  test("the thumbnail variant is a small WebP with its own ETag", async ({ request }) => {
    const token = await apiLogin(request, "admin");
    const response = await request.get(`${API}/files/${picture.id}?variant=thumbnail`, { headers: tokenHeaders(token) });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
    expect(response.headers().etag).toBe(`"${picture.sha256}-t"`);
    const metadata = await sharp(await response.body()).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 640, height: 360 });
  });

  test("a matching If-None-Match answers 304 without the bytes", async ({ request }) => {
    const token = await apiLogin(request, "admin");
    const response = await request.get(`${API}/files/${picture.id}`, {
      headers: { ...tokenHeaders(token), "If-None-Match": `"${picture.sha256}"` },
    });
    expect(response.status()).toBe(304);
    expect((await response.body()).length).toBe(0);
  });

  test("needs a session", async ({ request }) => {
    await expectApiError(await request.get(`${API}/files/${picture.id}`), 401);
  });

  test("an unknown or malformed id is 404, an unknown variant 400", async ({ request }) => {
    const headers = tokenHeaders(await apiLogin(request, "admin"));
    await expectApiError(await request.get(`${API}/files/${randomUUID()}`, { headers }), 404);
    await expectApiError(await request.get(`${API}/files/not-an-id`, { headers }), 404);
    await expectApiError(await request.get(`${API}/files/${picture.id}?variant=huge`, { headers }), 400, { field: "variant" });
  });

  test("only GET is allowed", async ({ request }) => {
    const headers = tokenHeaders(await apiLogin(request, "admin"));
    const response = await request.delete(`${API}/files/${picture.id}`, { headers });
    await expectApiError(response, 405);
    expect(response.headers().allow).toBe("GET");
  });
});
