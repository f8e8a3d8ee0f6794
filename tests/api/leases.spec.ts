import { expect, test, type APIRequestContext } from "@playwright/test";
import { addDays, firstDayOf, fromCents, lastDayOf, monthOf, nextMonth, rentChargesDue, toCents } from "@/lib/domain/rent";
import { todayIn } from "@/lib/domain/agency-time";
import type { LeaseDto, LedgerEntryDto, PaymentResultDto } from "@/lib/schemas/lease";
import { API, apiLogin, expectApiError, signInEachTest, tokenHeaders } from "@/tests/support/api";
import { createListingViaApi, listingRefs } from "@/tests/support/listings";
import { AGENCY_TIME_ZONE } from "@/tests/support/reminders";

/**
 * Leases and the tenant's ledger through the API (PRODUCT.md#rent, docs/API.md
 * "Leases"): charges posted at creation, the overlap rule, payments oldest
 * first, credit, reversals, renew and end early, the rent run, and the
 * listing's lease fields kept in step with the records.
 */
const admin = signInEachTest();
const today = () => todayIn(AGENCY_TIME_ZONE);
const months = (day: string, count: number) => {
  let month = monthOf(day);
  for (let step = 0; step < count; step++) {
    const [year, index] = month.split("-").map(Number) as [number, number];
    month = index === 1 ? `${year - 1}-12` : `${year}-${String(index - 1).padStart(2, "0")}`;
  }
  return month;
};

/** A rental listing and a tenant (made through the spec's listing form, so its lease is removed again). */
async function listingAndTenant(request: APIRequestContext) {
  const refs = await listingRefs(request, admin.token);
  const listing = await createListingViaApi(request, admin.token, refs, {
    status: "for-rent",
    cost: { salePriceInUS: null, rentalPriceInUS: "1500.00", negotiable: false },
    currentLease: {
      startDate: null,
      endDate: null,
      tenantName: "Keisha Joseph",
      tenantPhoneNumber: "+1 758 555 0199",
      tenantEmail: "keisha@example.lc",
    },
  });
  const leases = (await (await request.get(`${API}/leases`, { ...admin.auth(), params: { listing: listing._id } })).json()) as LeaseDto[];
  expect(leases).toHaveLength(1);
  const tenantId = leases[0]!.tenants[0]!._id;
  const cleared = await request.put(`${API}/listings/update`, { ...admin.auth(), data: { _id: listing._id, currentLease: null } });
  expect(cleared.status()).toBe(200);
  return { listingId: listing._id, tenantId };
}

async function createLease(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post(`${API}/leases`, { ...admin.auth(), data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { lease: LeaseDto; charged: LedgerEntryDto[] };
}

async function ledger(request: APIRequestContext, leaseId: string) {
  const response = await request.get(`${API}/leases/${leaseId}/ledger`, { ...admin.auth(), params: { limit: 500 } });
  expect(response.status()).toBe(200);
  return { total: Number(response.headers()["x-total-count"]), entries: (await response.json()) as LedgerEntryDto[] };
}

test.describe("POST /leases", () => {
  test("a start in the past charges at once every month already due and the deposit, each on its own due day", async ({ request }) => {
    const { listingId, tenantId } = await listingAndTenant(request);
    const startDate = `${months(today(), 3)}-17`;
    const { lease, charged } = await createLease(request, {
      listingRef: listingId,
      tenants: [{ _id: tenantId }],
      startDate,
      rent: "1200.00",
      dueDay: 5,
      deposit: "1200.00",
    });
    const terms = { startDate, endDate: null, endedOn: null, chargesFrom: startDate, rent: "1200.00", dueDay: 5 };
    const expected = rentChargesDue(terms, today());
    expect(charged.map((entry) => [entry.date, entry.type, entry.value])).toEqual([
      [startDate, "deposit", "1200.00"],
      ...expected.map((charge) => [charge.dueDate, "rent", charge.amount]),
    ]);
    expect(lease).toMatchObject({
      status: "active",
      dueDay: 5,
      deposit: "1200.00",
      depositHeld: "0.00",
      endDate: null,
      endedEarlyOn: null,
    });
    expect(lease.tenants).toEqual([{ _id: tenantId, name: "Keisha Joseph", primary: true }]);
    expect(lease.balance).toBe(fromCents(charged.reduce((sum, entry) => sum + toCents(entry.value), 0n)));
    // The listing now reads this lease.
    const listing = await (await request.get(`${API}/listings/details/${listingId}`, admin.auth())).json();
    expect(listing.currentLease).toMatchObject({ startDate, endDate: null, tenantName: "Keisha Joseph", tenantEmail: "keisha@example.lc" });
  });

  test("an overlap with another lease of the listing is 409 naming it; unknown listing or tenant is 422 naming the field", async ({
    request,
  }) => {
    const { listingId, tenantId } = await listingAndTenant(request);
    const start = addDays(today(), 30);
    await createLease(request, {
      listingRef: listingId,
      tenants: [{ _id: tenantId }],
      startDate: start,
      endDate: addDays(start, 364),
      rent: "900.00",
    });
    await expectApiError(
      await request.post(`${API}/leases`, {
        ...admin.auth(),
        data: { listingRef: listingId, tenants: [{ _id: tenantId }], startDate: addDays(start, 200), rent: "900.00" },
      }),
      409,
      {
        field: "startDate",
        message: `These dates overlap the lease of Keisha Joseph (${start} to ${addDays(start, 364)}) on this listing.`,
      },
    );
    await expectApiError(
      await request.post(`${API}/leases`, {
        ...admin.auth(),
        data: { listingRef: "00000000-0000-4000-8000-000000000000", tenants: [{ _id: tenantId }], startDate: start, rent: "900.00" },
      }),
      422,
      { field: "listingRef" },
    );
    await expectApiError(
      await request.post(`${API}/leases`, {
        ...admin.auth(),
        data: {
          listingRef: listingId,
          tenants: [{ _id: "00000000-0000-4000-8000-000000000000" }],
          startDate: addDays(start, 400),
          rent: "900.00",
        },
      }),
      422,
      { field: "tenants" },
    );
    await expectApiError(
      await request.post(`${API}/leases`, {
        ...admin.auth(),
        data: { listingRef: listingId, tenants: [{ _id: tenantId }], startDate: start, rent: "900.00", dueDay: 29 },
      }),
      400,
      {
        field: "dueDay",
      },
    );
  });
});

test.describe("the tenant's ledger", () => {
  test("payments pay the oldest charges first, leave a credit the next charge uses, and a reversal opens them again", async ({
    request,
  }) => {
    const { listingId, tenantId } = await listingAndTenant(request);
    const startDate = `${months(today(), 2)}-01`;
    const { lease, charged } = await createLease(request, {
      listingRef: listingId,
      tenants: [{ _id: tenantId }],
      startDate,
      rent: "1000.00",
    });
    expect(charged.length).toBeGreaterThanOrEqual(2);
    const [oldest, second] = charged;

    const pay = (data: Record<string, unknown>) => request.post(`${API}/leases/${lease._id}/payments`, { ...admin.auth(), data });
    const partial = (await (await pay({ value: "1250.00", method: "check", reference: "CHK 1041" })).json()) as PaymentResultDto;
    expect(partial.applied).toEqual([
      { chargeId: oldest!._id, value: "1000.00" },
      { chargeId: second!._id, value: "250.00" },
    ]);
    expect(partial.credit).toBe("0.00");

    const first = await ledger(request, lease._id);
    let entries = first.entries;
    expect(first.total).toBe(charged.length + 1);
    expect(entries[0]).toMatchObject({ kind: "payment", method: "check", reference: "CHK 1041", value: "1250.00", open: "0.00" });
    expect(entries.find((entry) => entry._id === second!._id)).toMatchObject({ open: "750.00" });

    const owed = toCents((await (await request.get(`${API}/leases/${lease._id}`, admin.auth())).json()).balance);
    const over = await pay({ value: fromCents(owed + 10_000n), method: "cash" });
    expect(over.status()).toBe(201);
    expect(((await over.json()) as PaymentResultDto).credit).toBe("100.00");
    expect((await (await request.get(`${API}/leases/${lease._id}`, admin.auth())).json()).balance).toBe("-100.00");

    // A charge uses the credit as it is posted.
    const fee = await request.post(`${API}/leases/${lease._id}/charges`, {
      ...admin.auth(),
      data: { type: "fee", value: "60.00", description: "Key replacement" },
    });
    expect(fee.status()).toBe(201);
    expect(await fee.json()).toMatchObject({ kind: "charge", type: "fee", value: "60.00", open: "0.00", balance: "-40.00" });

    // Reversing the cheque opens what it paid again.
    const reversed = await request.post(`${API}/leases/${lease._id}/payments/${partial.payment._id}/reverse`, {
      ...admin.auth(),
      data: { reason: "Returned cheque" },
    });
    expect(reversed.status()).toBe(201);
    expect(await reversed.json()).toMatchObject({
      kind: "reversal",
      value: "1250.00",
      reverses: partial.payment._id,
      reversalReason: "Returned cheque",
    });
    ({ entries } = await ledger(request, lease._id));
    expect(entries.find((entry) => entry._id === oldest!._id)!.open).not.toBe("0.00");
    expect((await (await request.get(`${API}/leases/${lease._id}`, admin.auth())).json()).balance).toBe("1210.00");
    await expectApiError(
      await request.post(`${API}/leases/${lease._id}/payments/${partial.payment._id}/reverse`, {
        ...admin.auth(),
        data: { reason: "Again" },
      }),
      409,
      { message: "This payment has already been reversed." },
    );
    // A lease with entries cannot be deleted.
    await expectApiError(await request.delete(`${API}/leases/${lease._id}`, admin.auth()), 409);
  });

  test("a payment of 0 or less, of more than two decimals, dated in the future or without a reference is 400 naming the field", async ({
    request,
  }) => {
    const { listingId, tenantId } = await listingAndTenant(request);
    const { lease } = await createLease(request, {
      listingRef: listingId,
      tenants: [{ _id: tenantId }],
      startDate: today(),
      rent: "800.00",
    });
    const pay = (data: Record<string, unknown>) => request.post(`${API}/leases/${lease._id}/payments`, { ...admin.auth(), data });
    await expectApiError(await pay({ value: "0", method: "cash" }), 400, { field: "value", message: "Amount must be greater than zero." });
    await expectApiError(await pay({ value: "-5.00", method: "cash" }), 400, { field: "value" });
    await expectApiError(await pay({ value: "10.005", method: "cash" }), 400, {
      field: "value",
      message: "Amount can have at most 2 decimal places.",
    });
    await expectApiError(await pay({ value: "10.00", method: "cash", date: addDays(today(), 1) }), 400, {
      field: "date",
      message: "The date cannot be in the future.",
    });
    await expectApiError(await pay({ value: "10.00", method: "transfer" }), 400, { field: "reference" });
    await expectApiError(await pay({ value: "10.00", method: "barter" }), 400, { field: "method" });
    expect((await ledger(request, lease._id)).entries.filter((entry) => entry.kind === "payment")).toHaveLength(0);
  });
});

test.describe("renew, end early, delete", () => {
  test("renew makes the next lease with the same tenants; end early sets the last day; an empty lease can be deleted", async ({
    request,
  }) => {
    const { listingId, tenantId } = await listingAndTenant(request);
    const start = addDays(today(), 10);
    const end = addDays(start, 179);
    const { lease } = await createLease(request, {
      listingRef: listingId,
      tenants: [{ _id: tenantId }],
      startDate: start,
      endDate: end,
      rent: "950.00",
    });
    expect(lease.status).toBe("upcoming");

    const renewed = await request.post(`${API}/leases/${lease._id}/renew`, {
      ...admin.auth(),
      data: { startDate: addDays(end, 1), endDate: addDays(end, 365), rent: "990.00" },
    });
    expect(renewed.status()).toBe(201);
    const next = (await renewed.json()) as LeaseDto;
    expect(next).toMatchObject({ startDate: addDays(end, 1), rent: "990.00", tenants: [{ _id: tenantId, primary: true }] });
    await expectApiError(
      await request.post(`${API}/leases/${lease._id}/renew`, {
        ...admin.auth(),
        data: { startDate: addDays(end, 30), endDate: null, rent: "990.00" },
      }),
      409,
    );

    const ended = await request.post(`${API}/leases/${lease._id}/end`, { ...admin.auth(), data: { date: addDays(start, 60) } });
    expect(ended.status()).toBe(200);
    expect(await ended.json()).toMatchObject({ endedEarlyOn: addDays(start, 60) });
    await expectApiError(
      await request.post(`${API}/leases/${lease._id}/end`, { ...admin.auth(), data: { date: addDays(start, -1) } }),
      400,
      { field: "date" },
    );

    expect((await request.delete(`${API}/leases/${next._id}`, admin.auth())).status()).toBe(204);
    expect((await request.get(`${API}/leases/${next._id}`, admin.auth())).status()).toBe(404);
  });
});

test.describe("POST /rent/charge", () => {
  test("an admin charges a month early, once however many calls run at once; not after the current month; specialists 403", async ({
    request,
  }) => {
    const { listingId, tenantId } = await listingAndTenant(request);
    // Starts today with the due day ahead of it this month (or the first of next month): nothing is due yet.
    const start = today();
    const { lease } = await createLease(request, {
      listingRef: listingId,
      tenants: [{ _id: tenantId }],
      startDate: start,
      rent: "700.00",
      dueDay: 28,
    });
    const month = monthOf(start);
    const calls = await Promise.all([0, 1, 2].map(() => request.post(`${API}/rent/charge`, { ...admin.auth(), data: { month } })));
    for (const call of calls) expect(call.status()).toBe(200);
    const rents = (await ledger(request, lease._id)).entries.filter(
      (entry) => entry.type === "rent" && entry.date >= firstDayOf(month) && entry.date <= lastDayOf(month),
    );
    expect(rents).toHaveLength(1);

    await expectApiError(await request.post(`${API}/rent/charge`, { ...admin.auth(), data: { month: nextMonth(month) } }), 400, {
      field: "month",
    });
    await expectApiError(await request.post(`${API}/rent/charge`, { ...admin.auth(), data: { month: "2026-13" } }), 400, {
      field: "month",
    });
    const specialist = await apiLogin(request, "specialist");
    await expectApiError(await request.post(`${API}/rent/charge`, { headers: tokenHeaders(specialist), data: { month } }), 403);
  });
});

test.describe("the spec's listing form writes the lease records", () => {
  test("a lease typed on a listing becomes a tenant and a lease that charges nothing already due; a rename renames the tenant", async ({
    request,
  }) => {
    const refs = await listingRefs(request, admin.token);
    const lease = {
      startDate: "2025-03-01",
      endDate: "2027-02-28",
      tenantName: "Marie-Claire Baptiste",
      tenantPhoneNumber: "+1 758 555 0147",
      tenantEmail: "mc@example.lc",
    };
    const listing = await createListingViaApi(request, admin.token, refs, {
      status: "rented",
      cost: { salePriceInUS: null, rentalPriceInUS: "2100.00", negotiable: false },
      currentLease: lease,
    });
    expect(listing.currentLease).toEqual(lease);
    const [record] = (await (
      await request.get(`${API}/leases`, { ...admin.auth(), params: { listing: listing._id } })
    ).json()) as LeaseDto[];
    expect(record).toMatchObject({
      startDate: "2025-03-01",
      endDate: "2027-02-28",
      rent: "2100.00",
      dueDay: 1,
      status: "active",
      balance: "0.00",
    });
    expect(record!.chargesFrom).toBe(today());
    expect((await ledger(request, record!._id)).total).toBe(0);

    const renamed = await request.put(`${API}/listings/update`, {
      ...admin.auth(),
      data: { _id: listing._id, currentLease: { tenantName: "Marie Baptiste" } },
    });
    expect((await renamed.json()).currentLease).toEqual({ ...lease, tenantName: "Marie Baptiste" });
    const after = (await (await request.get(`${API}/leases/${record!._id}`, admin.auth())).json()) as LeaseDto;
    expect(after.tenants).toEqual([{ _id: record!.tenants[0]!._id, name: "Marie Baptiste", primary: true }]);
  });
});

test.describe("GET /leases?status=", () => {
  test("finds a running lease with no end date and no early end by its status (null columns never drop it)", async ({ request }) => {
    const { listingId, tenantId } = await listingAndTenant(request);
    const { lease } = await createLease(request, {
      listingRef: listingId,
      tenants: [{ _id: tenantId }],
      startDate: today(),
      rent: "900.00",
    });
    const find = async (status: string) =>
      ((await (await request.get(`${API}/leases`, { ...admin.auth(), params: { listing: listingId, status } })).json()) as LeaseDto[]).map(
        (found) => found._id,
      );
    expect(await find("active")).toEqual([lease._id]);
    expect(await find("ended")).toEqual([]);
    expect(await find("upcoming")).toEqual([]);
  });
});
