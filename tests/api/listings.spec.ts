import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { LISTING_STATUSES, LISTING_TYPES, RENTAL_STATUSES } from "@/lib/domain/enums";
import { API, apiLogin, createClientViaApi, expectApiError, tokenHeaders, signInEachTest } from "@/tests/support/api";
import { LISTING_PICTURE_LIMITS, PICTURE_TYPE_MESSAGE, PICTURE_UNREADABLE_MESSAGE } from "@/lib/domain/pictures";
import { INVALID_LISTING_FIELDS } from "@/tests/support/invalid-listing-fields";
import { createListingViaApi, listingBody, listingRefs } from "@/tests/support/listings";
import { decompressionBomb, impostorDataUrls, pictureDataUrl, pngOfExactly, toDataUrl } from "@/tests/support/pictures";

/**
 * The Listings endpoints of PRODUCT.md#api with the rules of PRODUCT.md#listings, through
 * x-access-token. Every test makes its own client (and so its own listings).
 */
const admin = signInEachTest();
let refs: { client: string; propertySpecialist: string; clientName: string };
test.beforeEach(async ({ request }) => {
  refs = await listingRefs(request, admin.token);
});
const register = (request: APIRequestContext, data: unknown) =>
  request.post(`${API}/listings/register`, { ...admin.auth(), data: data as object });
const update = (request: APIRequestContext, data: unknown) =>
  request.put(`${API}/listings/update`, { ...admin.auth(), data: data as object });
const ids = () => ({ client: refs.client, propertySpecialist: refs.propertySpecialist });

const LEASE = {
  startDate: "2026-01-01",
  endDate: "2026-12-31",
  tenantName: "Ann Joseph",
  tenantPhoneNumber: "+1 758 555 0101",
  tenantEmail: "ann@example.lc",
};
/** A body with every status/type-dependent field left blank. */
const BARE = {
  propertyType: null,
  cost: { salePriceInUS: null, rentalPriceInUS: null, negotiable: false },
  size: { lotSizeSqFeet: "500", lotSizeAcres: "0.0115", propertySizeSqFeet: null },
  rooms: { bedrooms: null, bathrooms: null, otherRooms: [] },
};

test.describe("POST /listings/register", () => {
  test("201 with the created listing in the nested shape of PRODUCT.md#listings; details reads the same", async ({ request }) => {
    const body = listingBody(ids(), {
      status: "rented",
      currentLease: LEASE,
      cost: { salePriceInUS: null, rentalPriceInUS: "2500", negotiable: false },
    });
    const response = await register(request, body);
    expect(response.status(), await response.text()).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({
      client: refs.client,
      clientRef: { _id: refs.client, name: refs.clientName },
      propertySpecialist: refs.propertySpecialist,
      propertySpecialistRef: { _id: refs.propertySpecialist, firstName: "Sasha", lastName: "Specialist" },
      propertyName: body.propertyName,
      image: "property1.jpg",
      imageId: null,
      listingType: "land-and-property",
      propertyType: "villa",
      status: "rented",
      zoning: "residential",
      amenities: [{ name: "Pool" }, { name: "Sea view" }],
      services: [{ name: "Electricity" }, { name: "Water" }],
      cost: { salePriceInUS: null, rentalPriceInUS: "2500.00", negotiable: false },
      size: { lotSizeSqFeet: "12000.00", lotSizeAcres: "0.2755", propertySizeSqFeet: "3400.00" },
      rooms: { bedrooms: 4, bathrooms: 3, otherRooms: [{ name: "Kitchen" }, { name: "Garage" }] },
      currentLease: LEASE,
      notes: "Gated community.",
    });
    const read = await request.get(`${API}/listings/details/${created._id}`, admin.auth());
    expect(read.status()).toBe(200);
    expect(await read.json()).toEqual(created);
    const count = await request.get(`${API}/listings/count/${refs.client}`, admin.auth());
    expect(await count.json()).toEqual({ count: 1 });
  });

  // Every status × type: which fields are required, and whether a lease is kept.
  for (const status of LISTING_STATUSES) {
    for (const listingType of LISTING_TYPES) {
      const rental = RENTAL_STATUSES.includes(status);
      const landOnly = listingType === "land-only";
      test(`${status} × ${listingType}: sale price ${rental ? "optional" : "required"}, ${landOnly ? "no" : "all"} property fields required, lease ${rental ? "kept" : "dropped"}`, async ({
        request,
      }) => {
        const bare = listingBody(ids(), { ...BARE, status, listingType, currentLease: LEASE });
        const refused = await register(request, bare);
        if (!rental || !landOnly) {
          const error = await expectApiError(refused, 400);
          const fields = Object.keys(error.fieldErrors ?? {});
          expect(fields.includes("cost.salePriceInUS")).toBe(!rental);
          for (const field of ["propertyType", "size.propertySizeSqFeet", "rooms.bedrooms", "rooms.bathrooms"]) {
            expect(fields.includes(field), field).toBe(!landOnly);
          }
        } else {
          expect(refused.status(), await refused.text()).toBe(201);
        }
        // Completing exactly the required fields makes it valid.
        const complete = listingBody(ids(), {
          ...BARE,
          status,
          listingType,
          currentLease: LEASE,
          propertyType: landOnly ? null : "house",
          cost: { salePriceInUS: rental ? null : "100000", rentalPriceInUS: null, negotiable: false },
          size: { lotSizeSqFeet: "500", lotSizeAcres: "0.0115", propertySizeSqFeet: landOnly ? null : "900" },
          rooms: { bedrooms: landOnly ? null : 2, bathrooms: landOnly ? null : 1, otherRooms: [] },
        });
        const response = await register(request, complete);
        expect(response.status(), await response.text()).toBe(201);
        const created = await response.json();
        expect(created.currentLease).toEqual(rental ? LEASE : null);
        expect(created.cost.salePriceInUS).toBe(rental ? null : "100000.00");
      });
    }
  }

  test("land-only stores no property type, property size or rooms even when sent", async ({ request }) => {
    const created = await createListingViaApi(request, admin.token, ids(), { listingType: "land-only" });
    expect(created).toMatchObject({
      propertyType: null,
      size: { propertySizeSqFeet: null },
      rooms: { bedrooms: null, bathrooms: null, otherRooms: [] },
    });
  });

  test("lot size in sq ft and acres are required for every type", async ({ request }) => {
    for (const listingType of LISTING_TYPES) {
      await expectApiError(
        await register(
          request,
          listingBody(ids(), { listingType, size: { lotSizeSqFeet: "", lotSizeAcres: "1", propertySizeSqFeet: "1" } }),
        ),
        400,
        {
          field: "size.lotSizeSqFeet",
          message: "Lot size (sq ft) is required.",
        },
      );
      await expectApiError(
        await register(request, listingBody(ids(), { listingType, size: { lotSizeSqFeet: "1", propertySizeSqFeet: "1" } })),
        400,
        {
          field: "size.lotSizeAcres",
          message: "Lot size (acres) is required.",
        },
      );
    }
  });

  for (const [field, overrides, message] of INVALID_LISTING_FIELDS) {
    test(`400 – ${field}: ${JSON.stringify(overrides)}`, async ({ request }) => {
      await expectApiError(await register(request, listingBody(ids(), overrides)), 400, { field, message });
    });
  }

  test("400 for a missing cost or size object, malformed JSON, or an array body", async ({ request }) => {
    await expectApiError(await register(request, listingBody(ids(), { cost: undefined })), 400, { field: "cost" });
    await expectApiError(await register(request, listingBody(ids(), { size: "big" })), 400, { field: "size" });
    await expectApiError(
      await request.post(`${API}/listings/register`, {
        headers: { ...tokenHeaders(admin.token), "content-type": "application/json" },
        data: "{nope",
      }),
      400,
    );
    await expectApiError(await register(request, [1, 2]), 400);
  });

  test("422 for an unknown client or specialist, and for a user who is not a property specialist", async ({ request }) => {
    await expectApiError(await register(request, listingBody({ ...ids(), client: randomUUID() })), 422, {
      field: "client",
      message: "The selected client does not exist.",
    });
    await expectApiError(await register(request, listingBody({ ...ids(), propertySpecialist: randomUUID() })), 422, {
      field: "propertySpecialist",
      message: "The selected property specialist does not exist.",
    });
    const me = await (await request.get(`${API}/auth/session`, admin.auth())).json();
    await expectApiError(await register(request, listingBody({ ...ids(), propertySpecialist: me.userInfo._id })), 422, {
      field: "propertySpecialist",
      message: "The selected user is not a property specialist.",
    });
  });

  test("chips are trimmed; empty and duplicate ones dropped", async ({ request }) => {
    const created = await createListingViaApi(request, admin.token, ids(), {
      services: [{ name: "  Water  " }, { name: "" }, { name: "   " }, { name: "WATER" }, { name: "Internet" }],
      amenities: [{ name: " " }],
      rooms: { bedrooms: 1, bathrooms: 1, otherRooms: [{ name: " Living  Room " }] },
    });
    expect(created.services).toEqual([{ name: "Water" }, { name: "Internet" }]);
    expect(created.amenities).toEqual([]);
    expect((created.rooms as { otherRooms: unknown }).otherRooms).toEqual([{ name: "Living Room" }]);
  });

  test("money and sizes accept numbers and strings and answer decimal strings", async ({ request }) => {
    const created = await createListingViaApi(request, admin.token, ids(), {
      cost: { salePriceInUS: 1250.5, rentalPriceInUS: "0", negotiable: "true" },
      size: { lotSizeSqFeet: 0, lotSizeAcres: "2", propertySizeSqFeet: "1,200" },
    });
    expect(created.cost).toEqual({ salePriceInUS: "1250.50", rentalPriceInUS: "0.00", negotiable: true });
    expect(created.size).toEqual({ lotSizeSqFeet: "0.00", lotSizeAcres: "2.0000", propertySizeSqFeet: "1200.00" });
  });
});

test.describe("PUT /listings/update", () => {
  test("changes a rental with a lease into 'sold': sale price required, lease removed", async ({ request }) => {
    const created = await createListingViaApi(request, admin.token, ids(), {
      status: "rented",
      currentLease: LEASE,
      cost: { salePriceInUS: null, rentalPriceInUS: "1800" },
    });
    await expectApiError(
      await update(request, { ...listingBody(ids(), { status: "sold", cost: { salePriceInUS: "" } }), _id: created._id }),
      400,
      {
        field: "cost.salePriceInUS",
        message: "Sale price is required.",
      },
    );
    const response = await update(request, {
      ...listingBody(ids(), {
        propertyName: created.propertyName,
        status: "sold",
        currentLease: LEASE,
        cost: { salePriceInUS: "640000", rentalPriceInUS: "1800" },
      }),
      _id: created._id,
    });
    expect(response.status(), await response.text()).toBe(200);
    const updated = await response.json();
    expect(updated).toMatchObject({ _id: created._id, status: "sold", currentLease: null, cost: { salePriceInUS: "640000.00" } });
    expect(await (await request.get(`${API}/listings/details/${created._id}`, admin.auth())).json()).toEqual(updated);
  });

  test("404 for an unknown id, 400 without one", async ({ request }) => {
    await expectApiError(await update(request, { ...listingBody(ids()), _id: randomUUID() }), 404);
    await expectApiError(await update(request, listingBody(ids())), 400, { field: "_id" });
  });

  test("the same rules as register", async ({ request }) => {
    const created = await createListingViaApi(request, admin.token, ids());
    await expectApiError(await update(request, { ...listingBody(ids(), { zoning: "rural" }), _id: created._id }), 400, { field: "zoning" });
    await expectApiError(await update(request, { ...listingBody({ ...ids(), client: randomUUID() }), _id: created._id }), 422, {
      field: "client",
    });
  });
});

test.describe("GET /listings", () => {
  test("filters by client, specialist and property name (literal, case-insensitive), sorted by name", async ({ request }) => {
    const tag = randomUUID().slice(0, 8);
    await createListingViaApi(request, admin.token, ids(), { propertyName: `zeta ${tag}` });
    await createListingViaApi(request, admin.token, ids(), { propertyName: `Alpha ${tag}` });
    await createListingViaApi(request, admin.token, ids(), { propertyName: `beta 100% ${tag}` });

    const byClient = await request.get(`${API}/listings`, { ...admin.auth(), params: { client: refs.client } });
    expect(byClient.headers()["x-total-count"]).toBe("3");
    expect(((await byClient.json()) as { propertyName: string }[]).map((item) => item.propertyName)).toEqual([
      `Alpha ${tag}`,
      `beta 100% ${tag}`,
      `zeta ${tag}`,
    ]);

    const byName = await request.get(`${API}/listings`, {
      ...admin.auth(),
      params: { propertyName: `ALPHA ${tag}`, propertySpecialist: refs.propertySpecialist },
    });
    expect(((await byName.json()) as { propertyName: string }[]).map((item) => item.propertyName)).toEqual([`Alpha ${tag}`]);

    const percent = await request.get(`${API}/listings`, { ...admin.auth(), params: { propertyName: `100% ${tag}` } });
    expect(((await percent.json()) as { propertyName: string }[]).map((item) => item.propertyName)).toEqual([`beta 100% ${tag}`]);

    const page = await request.get(`${API}/listings`, { ...admin.auth(), params: { client: refs.client, skip: 1, limit: 1 } });
    expect(page.headers()["x-total-count"]).toBe("3");
    expect(((await page.json()) as { propertyName: string }[]).map((item) => item.propertyName)).toEqual([`beta 100% ${tag}`]);

    const other = await request.get(`${API}/listings`, {
      ...admin.auth(),
      params: { client: refs.client, propertySpecialist: randomUUID() },
    });
    expect(await other.json()).toEqual([]);
  });
});

test.describe("DELETE /listings/remove/{id}", () => {
  test("removes the listing; a second delete is a 404", async ({ request }) => {
    const created = await createListingViaApi(request, admin.token, ids());
    const response = await request.delete(`${API}/listings/remove/${created._id}`, admin.auth());
    expect(response.status(), await response.text()).toBe(200);
    expect(await response.json()).toEqual({ message: "Listing removed." });
    await expectApiError(await request.get(`${API}/listings/details/${created._id}`, admin.auth()), 404);
    await expectApiError(await request.delete(`${API}/listings/remove/${created._id}`, admin.auth()), 404);
    await expectApiError(await request.delete(`${API}/listings/remove/nope`, admin.auth()), 404);
  });

  test("a property specialist may manage listings too", async ({ request }) => {
    const specialistToken = await apiLogin(request, "specialist");
    const response = await request.post(`${API}/listings/register`, { headers: tokenHeaders(specialistToken), data: listingBody(ids()) });
    expect(response.status(), await response.text()).toBe(201);
    const removed = await request.delete(`${API}/listings/remove/${(await response.json())._id}`, {
      headers: tokenHeaders(specialistToken),
    });
    expect(removed.status()).toBe(200);
  });
});

test("405 for verbs a route lacks", async ({ request }) => {
  await expectApiError(await request.delete(`${API}/listings`, admin.auth()), 405);
  await expectApiError(await request.get(`${API}/listings/register`, admin.auth()), 405);
});

test.describe("Listing pictures", () => {
  test("a JPEG, PNG or WebP upload is stored, served with caching headers and a thumbnail; the URL round-trips unchanged", async ({
    request,
  }) => {
    for (const format of ["jpeg", "png", "webp"] as const) {
      const created = await createListingViaApi(request, admin.token, ids(), { image: await pictureDataUrl(800, 600, format) });
      expect(created.imageId).toMatch(/^[0-9a-f-]{36}$/);
      expect(created.image).toBe(`${API}/files/${created.imageId}`);

      const full = await request.get(created.image as string, admin.auth());
      expect(full.status()).toBe(200);
      expect(full.headers()["content-type"]).toBe(`image/${format}`);
      expect(full.headers()["cache-control"]).toContain("max-age");
      const thumbnail = await request.get(`${created.image}?variant=thumbnail`, admin.auth());
      expect(thumbnail.status()).toBe(200);
      expect(thumbnail.headers()["content-type"]).toBe("image/webp");
      expect((await thumbnail.body()).length).toBeLessThan((await full.body()).length);

      // Sending the current URL back (as the form does) keeps the picture.
      const kept = await update(request, { ...listingBody(ids(), { image: created.image }), _id: created._id });
      expect(kept.status(), await kept.text()).toBe(200);
      expect((await kept.json()).imageId).toBe(created.imageId);
    }
  });

  test("a new picture becomes the cover and the old one stays in the gallery; the placeholder removes the cover's file", async ({
    request,
  }) => {
    const created = await createListingViaApi(request, admin.token, ids(), { image: await pictureDataUrl(100, 100, "png") });
    const replaced = await (
      await update(request, { ...listingBody(ids(), { image: await pictureDataUrl(120, 90, "jpeg") }), _id: created._id })
    ).json();
    expect(replaced.imageId).not.toBe(created.imageId);
    // Issue 30 §2: the form's picture is "add a picture" as the cover; the previous one is the gallery's second.
    expect((await request.get(created.image as string, admin.auth())).status()).toBe(200);

    const back = await (await update(request, { ...listingBody(ids(), { image: "property1.jpg" }), _id: created._id })).json();
    expect(back).toMatchObject({ image: created.image, imageId: created.imageId });
    await expectApiError(await request.get(replaced.image, admin.auth()), 404);
    const placeholder = await (await update(request, { ...listingBody(ids(), { image: "property1.jpg" }), _id: created._id })).json();
    expect(placeholder).toMatchObject({ image: "property1.jpg", imageId: null });
    await expectApiError(await request.get(created.image as string, admin.auth()), 404);
  });

  test("deleting the listing, or its client, removes its picture", async ({ request }) => {
    const listing = await createListingViaApi(request, admin.token, ids(), { image: await pictureDataUrl(90, 60, "png") });
    expect((await request.delete(`${API}/listings/remove/${listing._id}`, admin.auth())).status()).toBe(200);
    await expectApiError(await request.get(listing.image as string, admin.auth()), 404);

    const owner = await createClientViaApi(request, admin.token);
    const owned = await createListingViaApi(
      request,
      admin.token,
      { client: owner._id, propertySpecialist: refs.propertySpecialist },
      { image: await pictureDataUrl(90, 60, "webp") },
    );
    expect((await request.get(owned.image as string, admin.auth())).status()).toBe(200);
    expect((await request.delete(`${API}/clients/remove/${owner._id}`, admin.auth())).status()).toBe(200);
    await expectApiError(await request.get(owned.image as string, admin.auth()), 404);
  });

  test("a listing without a picture reads 'property1.jpg'; the bundled placeholder is served", async ({ request }) => {
    const created = await createListingViaApi(request, admin.token, ids(), { image: undefined });
    expect(created).toMatchObject({ image: "property1.jpg", imageId: null });
    const placeholder = await request.get("/images/property1.jpg");
    expect(placeholder.status()).toBe(200);
    expect(placeholder.headers()["content-type"]).toContain("image/jpeg");
  });

  test("non-images, impostors, decompression bombs and oversized pictures are refused with a 400 and nothing is saved", async ({
    request,
  }) => {
    const cases: [string, string, string][] = Object.entries(await impostorDataUrls()).map(([label, dataUrl]) => [label, dataUrl, ""]);
    cases.push(["a decompression bomb", toDataUrl(await decompressionBomb()), LISTING_PICTURE_LIMITS.messages.tooManyPixels]);
    cases.push(["too many pixels", await pictureDataUrl(6001, 10, "png"), LISTING_PICTURE_LIMITS.messages.tooManyPixels]);
    cases.push(["not base64", "data:image/png;base64,@@@", ""]);
    for (const [label, dataUrl, message] of cases) {
      const error = await expectApiError(await register(request, listingBody(ids(), { image: dataUrl })), 400);
      if (message) expect(error.message, label).toBe(message);
      else expect([PICTURE_TYPE_MESSAGE, PICTURE_UNREADABLE_MESSAGE], label).toContain(error.message);
    }
    const count = await request.get(`${API}/listings/count/${refs.client}`, admin.auth());
    expect(await count.json()).toEqual({ count: 0 });
  });

  test("a picture over the byte limit is refused", async ({ request }) => {
    const big = toDataUrl(await pngOfExactly(LISTING_PICTURE_LIMITS.maxBytes + 1, 1000, 1000));
    await expectApiError(await register(request, listingBody(ids(), { image: big })), 400, {
      message: LISTING_PICTURE_LIMITS.messages.tooManyBytes,
    });
  });
});

test("hidden sections are not validated: a sale with a bad lease e-mail saves, without the lease", async ({ request }) => {
  const created = await createListingViaApi(request, admin.token, ids(), { status: "sold", currentLease: { tenantEmail: "not-an-email" } });
  expect(created.currentLease).toBeNull();
  const land = await createListingViaApi(request, admin.token, ids(), {
    listingType: "land-only",
    propertyType: "castle",
    rooms: { bedrooms: -1 },
  });
  expect(land.propertyType).toBeNull();
});
