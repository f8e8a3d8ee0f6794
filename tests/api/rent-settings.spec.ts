import { expect, test, type APIRequestContext } from "@playwright/test";
import { todayIn } from "@/lib/domain/agency-time";
import type { LeaseDto } from "@/lib/schemas/lease";
import type { RentSettingsDto } from "@/lib/schemas/rent-settings";
import { API, apiLogin, expectApiError, signInEachTest, tokenHeaders } from "@/tests/support/api";
import { createLeaseViaApi } from "@/tests/support/lease-api";
import { AGENCY_TIME_ZONE } from "@/tests/support/reminders";

/**
 * The agency's rent settings and a lease's own fees through the API (docs/API.md
 * "Rent settings", "Leases"; PRODUCT.md#rent "Rent settings"). The settings are one
 * row every lease without fees of its own reads: each test that changes them puts
 * back what it found, and the tests of this file run one after another.
 */
test.describe.configure({ mode: "serial" });

const admin = signInEachTest();
const SETTINGS = `${API}/settings/rent`;

/** The settings as a PUT body. */
const withoutStamp = ({ managementFee, lateFee }: RentSettingsDto) => ({ managementFee, lateFee });

async function readSettings(request: APIRequestContext) {
  const response = await request.get(SETTINGS, admin.auth());
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as RentSettingsDto;
}

/** Runs `body` and puts back the settings it found, whatever happens. */
async function keepingSettings(request: APIRequestContext, body: () => Promise<void>) {
  const found = withoutStamp(await readSettings(request));
  try {
    await body();
  } finally {
    const restored = await request.put(SETTINGS, { ...admin.auth(), data: found });
    expect(restored.status(), await restored.text()).toBe(200);
  }
}

const LATE_FEE = { graceDays: 5, kind: "fixed", value: "50.00", repeat: "once", cap: null } as const;

test.describe("GET|PUT /settings/rent", () => {
  test("an admin reads the settings and replaces them; the answer is canonical and reads back the same", async ({ request }) => {
    const before = await readSettings(request);
    expect(before.managementFee).toMatchObject({
      kind: expect.stringMatching(/^(percent|fixed)$/),
      value: expect.stringMatching(/^\d+\.\d\d$/),
    });
    expect(Number.isNaN(Date.parse(before.updatedAt))).toBe(false);

    await keepingSettings(request, async () => {
      const response = await request.put(SETTINGS, {
        ...admin.auth(),
        data: {
          managementFee: { kind: "percent", value: "8.5" },
          lateFee: { graceDays: "3", kind: "percent", value: 2, repeat: "daily", cap: "150" },
        },
      });
      expect(response.status(), await response.text()).toBe(200);
      const saved = (await response.json()) as RentSettingsDto;
      expect(saved).toEqual({
        managementFee: { kind: "percent", value: "8.50" },
        lateFee: { graceDays: 3, kind: "percent", value: "2.00", repeat: "daily", cap: "150.00" },
        updatedAt: expect.any(String),
      });
      expect(saved.updatedAt >= before.updatedAt).toBe(true);
      expect(await readSettings(request)).toEqual(saved);

      // Late fees off, a fixed management fee of 0 (allowed: no fee).
      const off = await request.put(SETTINGS, { ...admin.auth(), data: { managementFee: { kind: "fixed", value: "0" }, lateFee: null } });
      expect(off.status(), await off.text()).toBe(200);
      expect(await off.json()).toMatchObject({ managementFee: { kind: "fixed", value: "0.00" }, lateFee: null });
    });
  });

  test("the cap is optional: left out, null or blank is no cap", async ({ request }) => {
    await keepingSettings(request, async () => {
      const withoutCap = { graceDays: 5, kind: "fixed", value: "50.00", repeat: "once" };
      for (const lateFee of [withoutCap, { ...LATE_FEE, cap: null }, { ...LATE_FEE, cap: "" }]) {
        const response = await request.put(SETTINGS, {
          ...admin.auth(),
          data: { managementFee: { kind: "percent", value: "10" }, lateFee },
        });
        expect(response.status(), await response.text()).toBe(200);
        expect(((await response.json()) as RentSettingsDto).lateFee).toEqual({ ...LATE_FEE, cap: null });
      }
    });
  });

  const fee = { kind: "percent", value: "10.00" };
  const cases: [string, Record<string, unknown>, string][] = [
    ["no body fields", {}, "managementFee"],
    ["no late fee key", { managementFee: fee }, "lateFee"],
    ["a management fee above 100%", { managementFee: { kind: "percent", value: "100.01" }, lateFee: null }, "managementFee.value"],
    ["a management fee of 250%", { managementFee: { kind: "percent", value: "250" }, lateFee: null }, "managementFee.value"],
    ["an unknown management fee kind", { managementFee: { kind: "flat", value: "10" }, lateFee: null }, "managementFee.kind"],
    ["a negative management fee", { managementFee: { kind: "fixed", value: "-5" }, lateFee: null }, "managementFee.value"],
    ["three decimals", { managementFee: { kind: "fixed", value: "5.125" }, lateFee: null }, "managementFee.value"],
    ["a late fee above 100%", { managementFee: fee, lateFee: { ...LATE_FEE, kind: "percent", value: "101" } }, "lateFee.value"],
    ["a late fee of 0", { managementFee: fee, lateFee: { ...LATE_FEE, value: "0" } }, "lateFee.value"],
    ["31 grace days", { managementFee: fee, lateFee: { ...LATE_FEE, graceDays: 31 } }, "lateFee.graceDays"],
    ["negative grace days", { managementFee: fee, lateFee: { ...LATE_FEE, graceDays: -1 } }, "lateFee.graceDays"],
    ["fractional grace days", { managementFee: fee, lateFee: { ...LATE_FEE, graceDays: 2.5 } }, "lateFee.graceDays"],
    ["an unknown repeat", { managementFee: fee, lateFee: { ...LATE_FEE, repeat: "weekly" } }, "lateFee.repeat"],
    ["an unknown late fee kind", { managementFee: fee, lateFee: { ...LATE_FEE, kind: "flat" } }, "lateFee.kind"],
    ["a cap of 0", { managementFee: fee, lateFee: { ...LATE_FEE, cap: "0" } }, "lateFee.cap"],
  ];
  for (const [label, data, field] of cases) {
    test(`PUT with ${label} is 400 naming ${field}, and changes nothing`, async ({ request }) => {
      const before = await readSettings(request);
      await expectApiError(await request.put(SETTINGS, { ...admin.auth(), data }), 400, { field });
      expect(await readSettings(request)).toEqual(before);
    });
  }

  test("a specialist is 403 on both verbs; without a session 401", async ({ request }) => {
    const specialist = await apiLogin(request, "specialist");
    await expectApiError(await request.get(SETTINGS, { headers: tokenHeaders(specialist) }), 403);
    await expectApiError(
      await request.put(SETTINGS, { headers: tokenHeaders(specialist), data: { managementFee: fee, lateFee: null } }),
      403,
    );
    await expectApiError(await request.get(SETTINGS), 401);
    await expectApiError(await request.post(SETTINGS, admin.auth()), 405);
  });
});

test.describe("a lease's own fees", () => {
  const start = () => todayIn(AGENCY_TIME_ZONE);

  test("a lease made with its own fees keeps them; set back to null it follows the agency's; lateFeesTo goes both ways", async ({
    request,
  }) => {
    const { lease } = await createLeaseViaApi(request, admin.token, {
      lease: {
        startDate: start(),
        managementFee: { kind: "fixed", value: "75" },
        lateFee: { graceDays: 0, kind: "percent", value: "5", repeat: "once", cap: "40" },
        lateFeesTo: "owner",
      },
    });
    expect(lease).toMatchObject({
      managementFee: { kind: "fixed", value: "75.00" },
      lateFee: { graceDays: 0, kind: "percent", value: "5.00", repeat: "once", cap: "40.00" },
      lateFeesTo: "owner",
    });
    const read = async () => (await (await request.get(`${API}/leases/${lease._id}`, admin.auth())).json()) as LeaseDto;
    expect(await read()).toMatchObject({ managementFee: lease.managementFee, lateFee: lease.lateFee, lateFeesTo: "owner" });

    // Only the late fee back to the agency's: the management fee stays.
    const partly = await request.put(`${API}/leases/${lease._id}`, { ...admin.auth(), data: { lateFee: null } });
    expect(partly.status(), await partly.text()).toBe(200);
    expect(await read()).toMatchObject({ managementFee: { kind: "fixed", value: "75.00" }, lateFee: null, lateFeesTo: "owner" });

    const back = await request.put(`${API}/leases/${lease._id}`, {
      ...admin.auth(),
      data: { managementFee: null, lateFeesTo: "agency" },
    });
    expect(back.status(), await back.text()).toBe(200);
    expect(await read()).toMatchObject({ managementFee: null, lateFee: null, lateFeesTo: "agency" });
  });

  test("a lease made without fees follows the agency's and late fees go to the agency", async ({ request }) => {
    const { lease } = await createLeaseViaApi(request, admin.token, { lease: { startDate: start() } });
    expect(lease).toMatchObject({ managementFee: null, lateFee: null, lateFeesTo: "agency" });
  });

  test("bad fees are 400 naming the field, on create and on update", async ({ request }) => {
    const { lease, listing, tenant } = await createLeaseViaApi(request, admin.token, { lease: { startDate: start() } });
    const bad: [Record<string, unknown>, string][] = [
      [{ managementFee: { kind: "percent", value: "120" } }, "managementFee.value"],
      [{ managementFee: { kind: "share", value: "10" } }, "managementFee.kind"],
      [{ lateFee: { ...LATE_FEE, graceDays: 45 } }, "lateFee.graceDays"],
      [{ lateFee: { ...LATE_FEE, kind: "percent", value: "100.5" } }, "lateFee.value"],
      [{ lateFee: { ...LATE_FEE, repeat: "hourly" } }, "lateFee.repeat"],
      [{ lateFeesTo: "tenant" }, "lateFeesTo"],
    ];
    for (const [data, field] of bad) {
      await expectApiError(await request.put(`${API}/leases/${lease._id}`, { ...admin.auth(), data }), 400, { field });
      await expectApiError(
        await request.post(`${API}/leases`, {
          ...admin.auth(),
          data: { listingRef: listing._id, tenants: [{ _id: tenant._id }], startDate: start(), rent: "900.00", ...data },
        }),
        400,
        { field },
      );
    }
    const unchanged = (await (await request.get(`${API}/leases/${lease._id}`, admin.auth())).json()) as LeaseDto;
    expect(unchanged).toMatchObject({ managementFee: null, lateFee: null, lateFeesTo: "agency" });
  });
});
