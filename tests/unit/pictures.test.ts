import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  AVATAR_LIMITS,
  LISTING_PICTURE_LIMITS,
  hasListingPicture,
  listingImageSrc,
  PICTURE_TYPE_MESSAGE,
  PICTURE_UNREADABLE_MESSAGE,
  PLACEHOLDER_IMAGE_URL,
  PLACEHOLDER_THUMBNAIL_URL,
} from "@/lib/domain/pictures";
import { AppError } from "@/server/errors";
import { httpStatusOf } from "@/server/api/error-response";
import { preparePicture } from "@/server/files/pictures";
import { decompressionBomb, impostorDataUrls, pictureBytes, pictureDataUrl, pngOfExactly, toDataUrl } from "@/tests/support/pictures";

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(httpStatusOf(error as AppError)).toBe(400);
  return error as AppError;
}

describe("preparePicture", () => {
  it.each([
    ["jpeg", "image/jpeg"],
    ["png", "image/png"],
    ["webp", "image/webp"],
  ] as const)("re-encodes a %s picture and makes a WebP thumbnail within the limit", async (format, contentType) => {
    const picture = await preparePicture(await pictureDataUrl(1200, 600, format), LISTING_PICTURE_LIMITS);
    expect(picture).toMatchObject({ contentType, width: 1200, height: 600 });
    const thumbnail = await sharp(picture.thumbnailData).metadata();
    expect(thumbnail).toMatchObject({ format: "webp", width: 320, height: 160 });
    expect((await sharp(picture.data).metadata()).format).toBe(format);
  });

  it("judges by content, not by the declared type", async () => {
    const jpegDeclaredAsPng = toDataUrl(await pictureBytes(40, 30, "jpeg"), "image/png");
    await expect(preparePicture(jpegDeclaredAsPng, AVATAR_LIMITS)).resolves.toMatchObject({ contentType: "image/jpeg" });
  });

  it("drops what was appended after the image data (polyglot files)", async () => {
    const png = await pictureBytes(20, 20, "png");
    const polyglot = Buffer.concat([png, Buffer.from("<script>alert(1)</script>")]);
    const picture = await preparePicture(toDataUrl(polyglot), AVATAR_LIMITS);
    expect(picture.data.includes(Buffer.from("<script>"))).toBe(false);
  });

  it.each(Object.keys({ "plain text named as a PNG": 0, "an SVG with a script": 0, "a GIF": 0, "a PNG cut in half": 0 }))(
    "refuses %s",
    async (label) => {
      const dataUrl = (await impostorDataUrls())[label]!;
      const error = await refusal(preparePicture(dataUrl, LISTING_PICTURE_LIMITS));
      expect([PICTURE_TYPE_MESSAGE, PICTURE_UNREADABLE_MESSAGE]).toContain(error.message);
    },
  );

  it("refuses a decompression bomb from its header, before decoding", async () => {
    const started = performance.now();
    const error = await refusal(preparePicture(toDataUrl(await decompressionBomb()), LISTING_PICTURE_LIMITS));
    expect(error.message).toBe(LISTING_PICTURE_LIMITS.messages.tooManyPixels);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("accepts an avatar of exactly 400,000 bytes and refuses one byte more", async () => {
    await expect(preparePicture(toDataUrl(await pngOfExactly(400_000)), AVATAR_LIMITS)).resolves.toMatchObject({ width: 200 });
    const error = await refusal(preparePicture(toDataUrl(await pngOfExactly(400_001)), AVATAR_LIMITS));
    expect(error.message).toBe("Selected file too large. User avatar must be no larger than 400kb.");
  });

  it.each([
    [500, 500, true],
    [501, 500, false],
    [500, 501, false],
  ])("an avatar of %i×%i pixels passes: %s", async (width, height, passes) => {
    const attempt = preparePicture(await pictureDataUrl(width, height, "png"), AVATAR_LIMITS);
    if (passes) await expect(attempt).resolves.toMatchObject({ width, height });
    else expect((await refusal(attempt)).message).toBe("Selected file too large. User avatar must be no larger than 500px X 500px maximum");
  });

  it.each([
    ["not a data URL", "property1.jpg"],
    ["a data URL that is not base64", "data:image/png,hello"],
    ["an empty data URL", "data:image/png;base64,"],
    ["base64 with stray characters", "data:image/png;base64,iVBOR w0K!"],
  ])("refuses %s", async (_label, value) => {
    expect((await refusal(preparePicture(value, AVATAR_LIMITS))).message).toBe(PICTURE_UNREADABLE_MESSAGE);
  });

  it("refuses an oversized data URL before decoding it", async () => {
    const huge = `data:image/png;base64,${"A".repeat(LISTING_PICTURE_LIMITS.maxBytes * 2)}`;
    expect((await refusal(preparePicture(huge, LISTING_PICTURE_LIMITS))).message).toBe(LISTING_PICTURE_LIMITS.messages.tooManyBytes);
  });
});

describe("listingImageSrc", () => {
  it.each([
    ["property1.jpg", "full", PLACEHOLDER_IMAGE_URL],
    ["legacy-name.jpg", "full", PLACEHOLDER_IMAGE_URL],
    [null, "thumbnail", PLACEHOLDER_THUMBNAIL_URL],
    ["property1.jpg", "thumbnail", PLACEHOLDER_THUMBNAIL_URL],
    ["/api/v1/files/abc", "full", "/api/v1/files/abc"],
    ["/api/v1/files/abc", "thumbnail", "/api/v1/files/abc?variant=thumbnail"],
    ["data:image/png;base64,AAAA", "thumbnail", "data:image/png;base64,AAAA"],
  ] as const)("%s (%s) → %s", (image, variant, expected) => {
    expect(listingImageSrc(image, variant)).toBe(expected);
  });
});

describe("hasListingPicture: the placeholder is drawn for anything but a picture of the listing's own", () => {
  it.each([
    ["property1.jpg", false],
    ["legacy-name.jpg", false],
    ["", false],
    [null, false],
    ["/api/v1/files/abc", true],
    ["data:image/webp;base64,AAAA", true],
  ] as const)("%s → %s", (image, expected) => {
    expect(hasListingPicture(image)).toBe(expected);
  });
});
