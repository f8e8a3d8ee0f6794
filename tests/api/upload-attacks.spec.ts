import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import sharp from "sharp";
import {
  AVATAR_LIMITS,
  LISTING_PICTURE_LIMITS,
  PICTURE_TYPE_MESSAGE,
  PICTURE_UNREADABLE_MESSAGE,
  type PictureLimits,
} from "@/lib/domain/pictures";
import { API, apiLogin, expectApiError, tokenHeaders } from "@/tests/support/api";
import { listingBody, listingRefs } from "@/tests/support/listings";
import {
  bmpBytes,
  decompressionBomb,
  htmlWithScript,
  jpegClaiming,
  jpegWithMetadata,
  PAYLOAD_MARKER,
  pictureBytes,
  pngWithTextChunk,
  scriptedSvg,
  toDataUrl,
  zipWithScript,
} from "@/tests/support/pictures";
import { createUserViaApi } from "@/tests/support/users";

/**
 * Hostile uploads (issue 9), for both places a picture is uploaded: a
 * listing's picture and a user's avatar. Files that are not JPEG, PNG or WebP
 * by their bytes are refused whatever they are called; bombs are refused on
 * their header; a polyglot that is a real image is stored re-encoded, and the
 * stored bytes carry neither the smuggled payload nor the metadata.
 * (listings.spec.ts and users-manage.spec.ts cover the byte and pixel limits
 * at their exact boundaries; tests/unit/pictures.test.ts the preparation.)
 */

interface Upload {
  response: APIResponse;
  /** The stored picture's URL, after a success. */
  pictureUrl(): Promise<string>;
  /** Proves a refused upload stored nothing. */
  expectNothingStored(): Promise<void>;
}

interface UploadTarget {
  name: string;
  limits: PictureLimits;
  upload(request: APIRequestContext, dataUrl: string): Promise<Upload>;
}

let token: string;
const auth = () => ({ headers: tokenHeaders(token) });

/** Each upload is a new listing of a new client, so "nothing stored" is "the client has no listing". */
const listingPicture: UploadTarget = {
  name: "listing picture",
  limits: LISTING_PICTURE_LIMITS,
  async upload(request, dataUrl) {
    const refs = await listingRefs(request, token);
    const response = await request.post(`${API}/listings/register`, { ...auth(), data: listingBody(refs, { image: dataUrl }) });
    return {
      response,
      pictureUrl: async () => ((await response.json()) as { image: string }).image,
      expectNothingStored: async () => {
        const count = await request.get(`${API}/listings/count/${refs.client}`, auth());
        expect(await count.json()).toEqual({ count: 0 });
      },
    };
  },
};

/** Each upload is the first avatar of a new user, so "nothing stored" is "the user still has no picture". */
const userAvatar: UploadTarget = {
  name: "user avatar",
  limits: AVATAR_LIMITS,
  async upload(request, dataUrl) {
    const { user } = await createUserViaApi(request, token);
    const response = await request.put(`${API}/users/${user._id}/update/avatar`, { ...auth(), data: { picture: dataUrl } });
    return {
      response,
      pictureUrl: async () => ((await response.json()) as { picture: string }).picture,
      expectNothingStored: async () => {
        const details = await request.get(`${API}/users/details/${user._id}`, auth());
        expect(((await details.json()) as { picture: string | null }).picture).toBeNull();
      },
    };
  },
};

/** Files that are not a JPEG, PNG or WebP, each under the name of one (the declared type of its data URL). */
async function impostors(limits: PictureLimits): Promise<{ label: string; dataUrl: string; message?: string }[]> {
  const gif = await pictureBytes(16, 16, "gif");
  return [
    { label: "a text file named .jpg", dataUrl: toDataUrl(Buffer.from("just some text\n"), "image/jpeg"), message: PICTURE_TYPE_MESSAGE },
    { label: "an HTML page named .jpg", dataUrl: toDataUrl(htmlWithScript(), "image/jpeg"), message: PICTURE_TYPE_MESSAGE },
    { label: "a GIF named .jpg", dataUrl: toDataUrl(gif, "image/jpeg"), message: PICTURE_TYPE_MESSAGE },
    { label: "a BMP named .jpg", dataUrl: toDataUrl(bmpBytes(16, 16), "image/jpeg"), message: PICTURE_TYPE_MESSAGE },
    { label: "a TIFF named .jpg", dataUrl: toDataUrl(await pictureBytes(16, 16, "tiff"), "image/jpeg"), message: PICTURE_TYPE_MESSAGE },
    { label: "an SVG with a script, as image/svg+xml", dataUrl: toDataUrl(scriptedSvg(), "image/svg+xml") },
    { label: "an SVG with a script named .png", dataUrl: toDataUrl(scriptedSvg(), "image/png") },
    { label: "a GIFAR (a GIF with a JAR appended) named .jpg", dataUrl: toDataUrl(Buffer.concat([gif, zipWithScript()]), "image/jpeg") },
    { label: "a ZIP named .png", dataUrl: toDataUrl(zipWithScript(), "image/png"), message: PICTURE_TYPE_MESSAGE },
    { label: "a PDF named .png", dataUrl: toDataUrl(Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF"), "image/png") },
    {
      label: "a PNG bomb (60000 × 60000 in its header)",
      dataUrl: toDataUrl(await decompressionBomb()),
      message: limits.messages.tooManyPixels,
    },
    {
      label: "a JPEG bomb (60000 × 60000 in its frame header)",
      dataUrl: toDataUrl(await jpegClaiming(60_000, 60_000), "image/jpeg"),
      message: limits.messages.tooManyPixels,
    },
    {
      label: "a file one byte over the limit",
      dataUrl: toDataUrl(Buffer.alloc(limits.maxBytes + 1, 0xff), "image/jpeg"),
      message: limits.messages.tooManyBytes,
    },
  ];
}

/** Real images with something smuggled in: metadata with a script, an HTML page or a ZIP appended after the image data. */
async function polyglots(): Promise<{ label: string; bytes: Buffer; declared: string }[]> {
  const jpeg = await jpegWithMetadata();
  const png = await pngWithTextChunk();
  return [
    {
      label: "a JPEG with EXIF, a script comment and HTML appended",
      bytes: Buffer.concat([jpeg, htmlWithScript()]),
      declared: "image/jpeg",
    },
    { label: "a JPEG with a ZIP appended", bytes: Buffer.concat([jpeg, zipWithScript()]), declared: "image/jpeg" },
    {
      label: "a PNG with a script text chunk, HTML and a ZIP appended",
      bytes: Buffer.concat([png, htmlWithScript(), zipWithScript()]),
      declared: "image/png",
    },
  ];
}

/** Marker segments of a JPEG up to the image data (APPn, COM, ...). */
function jpegMarkers(bytes: Buffer): number[] {
  const markers: number[] = [];
  for (let index = 2; index + 4 <= bytes.length && bytes[index] === 0xff;) {
    const marker = bytes[index + 1]!;
    markers.push(marker);
    if (marker === 0xda) break; // start of scan: entropy-coded data follows
    index += 2 + bytes.readUInt16BE(index + 2);
  }
  return markers;
}

/** Chunk types of a PNG, in order. */
function pngChunkTypes(bytes: Buffer): string[] {
  const types: string[] = [];
  for (let index = 8; index + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(index);
    types.push(bytes.toString("latin1", index + 4, index + 8));
    index += 12 + length;
  }
  return types;
}

/** The served picture: an image type, nosniff, and nothing but re-encoded pixels. */
async function expectCleanPicture(response: APIResponse, label: string): Promise<void> {
  expect(response.status(), label).toBe(200);
  const contentType = response.headers()["content-type"] ?? "";
  expect(contentType, label).toMatch(/^image\/(jpeg|png|webp)$/);
  expect(response.headers()["x-content-type-options"], label).toBe("nosniff");
  const bytes = await response.body();
  const text = bytes.toString("latin1");
  for (const trace of [PAYLOAD_MARKER, "<script", "<html", "PK\x03\x04", "PK\x05\x06", "payload.js", "Exif\0\0"]) {
    expect(text.includes(trace), `${label}: the stored file still holds ${JSON.stringify(trace)}`).toBe(false);
  }
  const metadata = await sharp(bytes).metadata();
  expect(`image/${metadata.format}`, label).toBe(contentType);
  expect(metadata.exif, `${label}: EXIF kept`).toBeUndefined();
  if (metadata.format === "jpeg") {
    const markers = jpegMarkers(bytes);
    expect(
      markers.filter((marker) => marker === 0xfe || marker === 0xe1),
      `${label}: comment or EXIF segment kept`,
    ).toEqual([]);
    expect(bytes.subarray(-2).toString("hex"), `${label}: bytes after the end of the JPEG`).toBe("ffd9");
  }
  if (metadata.format === "png") {
    const chunks = pngChunkTypes(bytes);
    expect(
      chunks.filter((type) => ["tEXt", "iTXt", "zTXt", "eXIf"].includes(type)),
      `${label}: text chunks kept`,
    ).toEqual([]);
    expect(chunks.at(-1), `${label}: bytes after IEND`).toBe("IEND");
  }
}

test.beforeAll(async ({ request }) => {
  token = await apiLogin(request, "admin");
});

for (const target of [listingPicture, userAvatar]) {
  test.describe(`uploading a ${target.name}`, () => {
    test("anything that is not a JPEG, PNG or WebP by its bytes is refused with a 400, and nothing is stored", async ({ request }) => {
      for (const { label, dataUrl, message } of await impostors(target.limits)) {
        await test.step(label, async () => {
          const upload = await target.upload(request, dataUrl);
          const error = await expectApiError(upload.response, 400);
          if (message) expect(error.message, label).toBe(message);
          else expect([PICTURE_TYPE_MESSAGE, PICTURE_UNREADABLE_MESSAGE], label).toContain(error.message);
          await upload.expectNothingStored();
        });
      }
    });

    test("a polyglot that is a real image is stored re-encoded: payload and metadata gone, served as an image with nosniff", async ({
      request,
    }) => {
      for (const { label, bytes, declared } of await polyglots()) {
        await test.step(label, async () => {
          const { response, pictureUrl } = await target.upload(request, toDataUrl(bytes, declared));
          expect(response.status(), `${label}: ${await response.text()}`).toBeLessThan(300);
          const url = await pictureUrl();
          expect(url, label).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
          await expectCleanPicture(await request.get(url, auth()), label);
          await expectCleanPicture(await request.get(`${url}?variant=thumbnail`, auth()), `${label} (thumbnail)`);
        });
      }
    });
  });
}

test("a listing body over its size limit is refused (413) before it is read", async ({ request }) => {
  const refs = await listingRefs(request, token);
  const huge = toDataUrl(Buffer.alloc(LISTING_PICTURE_LIMITS.maxBytes + 500_000, 0xff), "image/jpeg");
  await expectApiError(await request.post(`${API}/listings/register`, { ...auth(), data: listingBody(refs, { image: huge }) }), 413);
  const count = await request.get(`${API}/listings/count/${refs.client}`, auth());
  expect(await count.json()).toEqual({ count: 0 });
});
