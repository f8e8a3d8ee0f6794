import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import type { HistoryEventDto } from "@/lib/schemas/history";
import type { ListingPictureDto } from "@/lib/schemas/listing-picture";
import { countsInTestDatabase } from "@/tests/support/test-database";
import { API, apiLogin, expectApiError, tokenHeaders } from "../support/api";
import { createListingViaApi, listingRefs } from "../support/listings";
import { decompressionBomb, htmlWithScript, pictureBytes, pictureDataUrl, scriptedSvg } from "../support/pictures";

/**
 * A listing's gallery (issue 30 §2): several pictures per upload, order (the
 * first is the cover, which is the listing's `image`), captions, deletion,
 * the limits, hostile files and who may do what. "Nothing half-written" is
 * checked in the database itself: the listing's gallery rows and stored files.
 */
let admin: string;
let specialist: string;

test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request, "admin");
  specialist = await apiLogin(request, "specialist");
});

type Picture = { name: string; buffer: Buffer; mimeType?: string };

async function newListing(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const refs = await listingRefs(request, admin);
  return createListingViaApi(request, admin, refs, overrides);
}

function upload(request: APIRequestContext, listingId: string, files: Picture[], token = admin) {
  const form = new FormData();
  for (const file of files)
    form.append("file", new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType ?? "image/jpeg" }));
  return request.post(`${API}/listings/${listingId}/pictures`, { headers: tokenHeaders(token), multipart: form });
}

async function added(response: Awaited<ReturnType<typeof upload>>): Promise<ListingPictureDto[]> {
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ListingPictureDto[];
}

async function galleryOf(request: APIRequestContext, listingId: string, token = admin): Promise<ListingPictureDto[]> {
  const response = await request.get(`${API}/listings/${listingId}/pictures`, { headers: tokenHeaders(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ListingPictureDto[];
}

async function listingImage(request: APIRequestContext, listingId: string): Promise<{ image: string; imageId: string | null }> {
  const response = await request.get(`${API}/listings/details/${listingId}`, { headers: tokenHeaders(admin) });
  expect(response.status()).toBe(200);
  const { image, imageId } = (await response.json()) as { image: string; imageId: string | null };
  return { image, imageId };
}

function order(request: APIRequestContext, listingId: string, ids: unknown, token = admin) {
  return request.put(`${API}/listings/${listingId}/pictures/order`, { headers: tokenHeaders(token), data: { ids } });
}

function storedRows(listingId: string) {
  return countsInTestDatabase<"pictures" | "files">(
    `SELECT (SELECT count(*) FROM listing_pictures WHERE listing_id = $1) AS pictures,
              (SELECT count(*) FROM stored_files f JOIN listing_pictures p ON p.file_id = f.id WHERE p.listing_id = $1) AS files`,
    [listingId],
  );
}

async function historyTexts(request: APIRequestContext, listingId: string): Promise<string[]> {
  const response = await request.get(`${API}/history/listings/${listingId}`, { headers: tokenHeaders(admin) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as HistoryEventDto[]).flatMap((event) => event.changes.map((change) => change.to ?? ""));
}

const jpeg = async (name: string, width = 160, height = 120): Promise<Picture> => ({
  name,
  buffer: await pictureBytes(width, height, "jpeg"),
});

test.describe("adding, ordering, captioning and deleting", () => {
  test("several pictures at once: 201 in order, the first the cover and the listing's image; sizes served", async ({ request }) => {
    const listing = await newListing(request);
    const pictures = await added(
      await upload(request, listing._id, [await jpeg("front.jpg", 1600, 1200), await jpeg("pool.jpg"), await jpeg("kitchen.jpg")]),
    );
    expect(pictures.map((picture) => [picture.position, picture.isCover])).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);
    expect(pictures[0]).toMatchObject({
      listing: listing._id,
      caption: null,
      width: 1600,
      height: 1200,
      url: `${API}/files/${pictures[0]!._id}`,
    });
    expect(await listingImage(request, listing._id)).toEqual({ image: `${API}/files/${pictures[0]!._id}`, imageId: pictures[0]!._id });
    expect((await galleryOf(request, listing._id)).map((picture) => picture._id)).toEqual(pictures.map((picture) => picture._id));

    // The responsive sizes: WebP, 640 and 1280 wide (never enlarged: a 160-wide picture stays 160).
    for (const [variant, width] of [
      ["medium", 640],
      ["large", 1280],
      ["thumbnail", 320],
    ] as const) {
      const response = await request.get(`${pictures[0]!.url}?variant=${variant}`, { headers: tokenHeaders(admin) });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/webp");
      expect((await sharp(await response.body()).metadata()).width).toBe(width);
    }
    const small = await request.get(`${pictures[1]!.url}?variant=large`, { headers: tokenHeaders(admin) });
    expect((await sharp(await small.body()).metadata()).width).toBe(160);

    // A second upload goes after the others; the cover stays.
    const more = await added(await upload(request, listing._id, [await jpeg("garden.jpg")]));
    expect(more[0]).toMatchObject({ position: 3, isCover: false });
    expect((await listingImage(request, listing._id)).imageId).toBe(pictures[0]!._id);
    expect(await historyTexts(request, listing._id)).toEqual(expect.arrayContaining(["3 pictures added; new cover", "picture added"]));
  });

  test("EXIF rotation is applied: a portrait phone photo stays portrait", async ({ request }) => {
    const listing = await newListing(request);
    // Stored 200×100 with orientation 6 (turn 90° clockwise to show): shown 100×200.
    const rotated = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#0e7490" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const [picture] = await added(await upload(request, listing._id, [{ name: "phone.jpg", buffer: rotated }]));
    expect(picture).toMatchObject({ width: 100, height: 200 });
  });

  test("reorder: first = cover = the listing's image; the set must be exactly the listing's", async ({ request }) => {
    const listing = await newListing(request);
    const [a, b, c] = await added(await upload(request, listing._id, [await jpeg("a.jpg"), await jpeg("b.jpg"), await jpeg("c.jpg")]));
    const response = await order(request, listing._id, [c!._id, a!._id, b!._id]);
    expect(response.status(), await response.text()).toBe(200);
    expect(((await response.json()) as ListingPictureDto[]).map((picture) => [picture._id, picture.position, picture.isCover])).toEqual([
      [c!._id, 0, true],
      [a!._id, 1, false],
      [b!._id, 2, false],
    ]);
    expect((await listingImage(request, listing._id)).imageId).toBe(c!._id);
    expect(await historyTexts(request, listing._id)).toContain("pictures reordered; new cover");

    const other = await newListing(request);
    const [foreign] = await added(await upload(request, other._id, [await jpeg("x.jpg")]));
    for (const [label, ids] of [
      ["one missing", [a!._id, b!._id]],
      ["one repeated", [a!._id, a!._id, b!._id]],
      ["another listing's picture", [a!._id, b!._id, foreign!._id]],
      ["an extra one", [a!._id, b!._id, c!._id, foreign!._id]],
      ["not ids", ["nope", b!._id, c!._id]],
      ["not a list", a!._id],
      ["empty", []],
    ] as const) {
      await test.step(label, async () => {
        const error = await expectApiError(await order(request, listing._id, ids), 400);
        expect(Object.keys(error.fieldErrors ?? {}).join()).toMatch(/^ids/);
      });
    }
    expect((await galleryOf(request, listing._id)).map((picture) => picture._id)).toEqual([c!._id, a!._id, b!._id]);
    expect((await listingImage(request, other._id)).imageId).toBe(foreign!._id);
  });

  test("caption: set, trimmed, blank removes it, over 200 characters refused", async ({ request }) => {
    const listing = await newListing(request);
    const [picture] = await added(await upload(request, listing._id, [await jpeg("a.jpg")]));
    const url = `${API}/listings/${listing._id}/pictures/${picture!._id}`;
    const set = await request.put(url, { headers: tokenHeaders(admin), data: { caption: "  Sea view from the terrace " } });
    expect(set.status(), await set.text()).toBe(200);
    expect(await set.json()).toMatchObject({ _id: picture!._id, caption: "Sea view from the terrace", isCover: true });
    await expectApiError(await request.put(url, { headers: tokenHeaders(admin), data: { caption: "x".repeat(201) } }), 400, {
      field: "caption",
      message: /Caption must be at most 200 characters/,
    });
    await expectApiError(await request.put(url, { headers: tokenHeaders(admin), data: { caption: 42 } }), 400, { field: "caption" });
    expect((await galleryOf(request, listing._id))[0]!.caption).toBe("Sea view from the terrace");
    const blank = await request.put(url, { headers: tokenHeaders(admin), data: { caption: "  " } });
    expect((await blank.json()).caption).toBeNull();
    expect(await historyTexts(request, listing._id)).toEqual(
      expect.arrayContaining(["caption set to 'Sea view from the terrace'", "caption removed"]),
    );
    // Another listing's id in the path: not found.
    const other = await newListing(request);
    await expectApiError(
      await request.put(`${API}/listings/${other._id}/pictures/${picture!._id}`, { headers: tokenHeaders(admin), data: { caption: "x" } }),
      404,
    );
  });

  test("delete: the file goes; deleting the cover makes the next one the cover, the last one the placeholder", async ({ request }) => {
    const listing = await newListing(request);
    const [a, b] = await added(await upload(request, listing._id, [await jpeg("a.jpg"), await jpeg("b.jpg")]));
    const remove = (id: string) => request.delete(`${API}/listings/${listing._id}/pictures/${id}`, { headers: tokenHeaders(admin) });
    expect((await remove(a!._id)).status()).toBe(200);
    await expectApiError(await request.get(a!.url, { headers: tokenHeaders(admin) }), 404);
    expect((await listingImage(request, listing._id)).imageId).toBe(b!._id);
    await expectApiError(await remove(a!._id), 404);
    expect((await remove(b!._id)).status()).toBe(200);
    expect(await listingImage(request, listing._id)).toEqual({ image: "property1.jpg", imageId: null });
    expect(await galleryOf(request, listing._id)).toEqual([]);
    expect(await historyTexts(request, listing._id)).toContain("picture removed; new cover");
  });

  test("deleting the listing deletes its pictures and their files", async ({ request }) => {
    const listing = await newListing(request);
    const pictures = await added(await upload(request, listing._id, [await jpeg("a.jpg"), await jpeg("b.jpg")]));
    expect((await request.delete(`${API}/listings/remove/${listing._id}`, { headers: tokenHeaders(admin) })).status()).toBe(200);
    for (const picture of pictures) await expectApiError(await request.get(picture.url, { headers: tokenHeaders(admin) }), 404);
    expect(await storedRows(listing._id)).toEqual({ pictures: 0, files: 0 });
    await expectApiError(await request.get(`${API}/listings/${listing._id}/pictures`, { headers: tokenHeaders(admin) }), 404);
  });
});

test.describe("the listing form's one picture", () => {
  test("a new picture through update becomes the cover and the others stay; 'property1.jpg' removes only the cover", async ({
    request,
  }) => {
    const listing = await newListing(request, { image: await pictureDataUrl(120, 90, "png") });
    const [first] = await galleryOf(request, listing._id);
    expect(first!._id).toBe(listing.imageId);
    const [extra] = await added(await upload(request, listing._id, [await jpeg("b.jpg")]));

    const refs = { client: listing.client, propertySpecialist: listing.propertySpecialist };
    const body = (image: string) => ({ _id: listing._id, ...refs, image });
    const replaced = await request.put(`${API}/listings/update`, {
      headers: tokenHeaders(admin),
      data: body(await pictureDataUrl(100, 100, "jpeg")),
    });
    expect(replaced.status(), await replaced.text()).toBe(200);
    const cover = ((await replaced.json()) as { imageId: string }).imageId;
    expect((await galleryOf(request, listing._id)).map((picture) => picture._id)).toEqual([cover, first!._id, extra!._id]);

    const placeholder = await request.put(`${API}/listings/update`, { headers: tokenHeaders(admin), data: body("property1.jpg") });
    expect(((await placeholder.json()) as { imageId: string }).imageId).toBe(first!._id);
    expect((await galleryOf(request, listing._id)).map((picture) => picture._id)).toEqual([first!._id, extra!._id]);
  });
});

test.describe("limits, hostile files and authorization", () => {
  test("at most 40 pictures: an upload that would pass it is a 422 and stores nothing", async ({ request }) => {
    const listing = await newListing(request);
    const tiny = await jpeg("tiny.jpg", 8, 6);
    for (let batch = 0; batch < 3; batch++)
      await added(
        await upload(
          request,
          listing._id,
          Array.from({ length: 10 }, () => tiny),
        ),
      );
    await added(
      await upload(
        request,
        listing._id,
        Array.from({ length: 8 }, () => tiny),
      ),
    );
    await expectApiError(await upload(request, listing._id, [tiny, tiny, tiny]), 422, {
      message: /at most 40 pictures: 2 more can be added/,
    });
    expect(await storedRows(listing._id)).toEqual({ pictures: 38, files: 38 });
    await added(await upload(request, listing._id, [tiny, tiny]));
    await expectApiError(await upload(request, listing._id, [tiny]), 422, { message: /at most 40 pictures\. Delete one/ });
    expect((await galleryOf(request, listing._id)).length).toBe(40);
    // More than 10 files in one request: refused, nothing stored.
    const other = await newListing(request);
    await expectApiError(
      await upload(
        request,
        other._id,
        Array.from({ length: 11 }, () => tiny),
      ),
      400,
      { message: /at most 10 pictures at once/ },
    );
    expect(await storedRows(other._id)).toEqual({ pictures: 0, files: 0 });
  });

  test("hostile and broken files: a clear 4xx naming the file, nothing stored (even beside a good one)", async ({ request }) => {
    const listing = await newListing(request);
    const good = await jpeg("good.jpg");
    const cases: [string, Picture, number, RegExp][] = [
      [
        "HTML renamed .jpg",
        { name: "page.jpg", buffer: htmlWithScript() },
        400,
        /^page\.jpg: The picture must be a JPEG, PNG or WebP image\./,
      ],
      ["SVG with a script", { name: "logo.svg", buffer: scriptedSvg(), mimeType: "image/svg+xml" }, 400, /^logo\.svg: The picture must be/],
      [
        "decompression bomb",
        { name: "bomb.png", buffer: await decompressionBomb(), mimeType: "image/png" },
        400,
        /^bomb\.png: The picture is too large/,
      ],
      [
        "a GIF",
        { name: "anim.gif", buffer: await pictureBytes(20, 20, "gif"), mimeType: "image/gif" },
        400,
        /The picture must be a JPEG, PNG or WebP/,
      ],
      ["an empty file", { name: "empty.jpg", buffer: Buffer.alloc(0) }, 400, /empty\.jpg: The file is empty/],
      [
        "over 5 MB",
        { name: "huge.jpg", buffer: Buffer.alloc(5_000_001, 0xff) },
        413,
        /^huge\.jpg: The picture is too large\. It must be no larger than 5 MB/,
      ],
      ["a name with quotes and CR/LF", { name: '";\r\n../x.html', buffer: htmlWithScript() }, 400, /The picture must be/],
    ];
    for (const [label, file, status, message] of cases) {
      await test.step(label, async () => {
        await expectApiError(await upload(request, listing._id, [good, file]), status, { message });
      });
    }
    expect(await storedRows(listing._id)).toEqual({ pictures: 0, files: 0 });
    expect((await listingImage(request, listing._id)).imageId).toBeNull();

    // Not multipart, no file, another field name.
    const url = `${API}/listings/${listing._id}/pictures`;
    await expectApiError(await request.post(url, { headers: tokenHeaders(admin), data: { file: "x" } }), 415);
    await expectApiError(await request.post(url, { headers: tokenHeaders(admin), multipart: { note: "hello" } }), 400);
    await expectApiError(
      await request.post(url, {
        headers: tokenHeaders(admin),
        multipart: { picture: { name: "a.jpg", mimeType: "image/jpeg", buffer: good.buffer } },
      }),
      400,
    );
    expect(await storedRows(listing._id)).toEqual({ pictures: 0, files: 0 });
  });

  test("who: any signed-in member of staff (a specialist too); no session 401; unknown listing 404", async ({ request }) => {
    const listing = await newListing(request);
    const [picture] = await added(await upload(request, listing._id, [await jpeg("a.jpg")], specialist));
    expect((await galleryOf(request, listing._id, specialist))[0]!._id).toBe(picture!._id);
    expect((await order(request, listing._id, [picture!._id], specialist)).status()).toBe(200);

    const good = await jpeg("b.jpg");
    const form = new FormData();
    form.append("file", new File([new Uint8Array(good.buffer)], "b.jpg", { type: "image/jpeg" }));
    await expectApiError(await request.post(`${API}/listings/${listing._id}/pictures`, { multipart: form }), 401);
    await expectApiError(await request.get(`${API}/listings/${listing._id}/pictures`), 401);
    await expectApiError(await request.delete(`${API}/listings/${listing._id}/pictures/${picture!._id}`), 401);
    await expectApiError(await order(request, listing._id, [picture!._id], "not-a-token"), 401);

    const unknown = "00000000-0000-4000-8000-00000000beef";
    await expectApiError(await upload(request, unknown, [good]), 404);
    await expectApiError(await request.get(`${API}/listings/${unknown}/pictures`, { headers: tokenHeaders(admin) }), 404);
    await expectApiError(await order(request, unknown, [picture!._id]), 404);
    // An id that is no id finds nothing, as everywhere in the API.
    await expectApiError(await request.get(`${API}/listings/not-an-id/pictures`, { headers: tokenHeaders(admin) }), 404);
    expect(await storedRows(listing._id)).toEqual({ pictures: 1, files: 1 });
  });
});
