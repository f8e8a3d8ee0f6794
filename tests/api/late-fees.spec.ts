import { expect, test, type APIRequestContext } from "@playwright/test";
import { addDays, monthLabel, monthOf } from "@/lib/domain/rent";
import { todayIn } from "@/lib/domain/agency-time";
import type { LeaseDto, LedgerEntryDto } from "@/lib/schemas/lease";
import { API, expectApiError, signInEachTest } from "@/tests/support/api";
import { createListingViaApi, listingRefs } from "@/tests/support/listings";
import { AGENCY_TIME_ZONE } from "@/tests/support/reminders";

/**
 * From the tenant to the owner through the API (issue 43, docs/API.md "Leases",
 * "Rent"): the late-fee pass for one day (once per rent charge and day), a fee
 * waived, the lease's next-fee notice, and the owner's ledger given the rent
 * less the management fee when the tenant pays — and both taken back when the
 * payment is returned. Each lease carries its own fees, so the agency's
 * settings (changed by other tests) never matter here.
 */
const admin = signInEachTest();
const specialist = signInEachTest("specialist");
const today = () => todayIn(AGENCY_TIME_ZONE);

interface OwnerEntry {
  _id: string;
  column: "credit" | "debit";
  description: string;
  value: string;
  reversalReason?: string | null;
}

/** A lease from three months back with a late fee of its own: $30 once, 2 grace days; the management fee 12.5%. */
async function lateLease(request: APIRequestContext, lateFee: Record<string, unknown> = {}) {
  const refs = await listingRefs(request, admin.token);
  const listing = await createListingViaApi(request, admin.token, refs, { status: "for-rent" });
  const tenant = await request.post(`${API}/tenants`, { ...admin.auth(), data: { firstName: "Marcus", lastName: "Charles" } });
  expect(tenant.status(), await tenant.text()).toBe(201);
  const start = `${monthOf(addDays(today(), -95))}-01`;
  const response = await request.post(`${API}/leases`, {
    ...admin.auth(),
    data: {
      listingRef: listing._id,
      tenants: [{ _id: ((await tenant.json()) as { _id: string })._id }],
      startDate: start,
      rent: "1000.00",
      dueDay: 1,
      managementFee: { kind: "percent", value: "12.50" },
      lateFee: { graceDays: 2, kind: "fixed", value: "30.00", repeat: "once", cap: null, ...lateFee },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { lease } = (await response.json()) as { lease: LeaseDto };
  return { lease, ownerId: refs.client, propertyName: listing.propertyName as string };
}

async function ledger(request: APIRequestContext, leaseId: string) {
  const response = await request.get(`${API}/leases/${leaseId}/ledger`, { ...admin.auth(), params: { limit: 500 } });
  expect(response.status()).toBe(200);
  return (await response.json()) as LedgerEntryDto[];
}

async function ownerEntries(request: APIRequestContext, ownerId: string) {
  const response = await request.get(`${API}/accounts/transactions`, { ...admin.auth(), params: { client: ownerId, limit: 100 } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as OwnerEntry[];
}

const lateFeePass = (request: APIRequestContext, date: string, auth = admin.auth()) =>
  request.post(`${API}/rent/late-fees`, { ...auth, data: { date } });

test.describe("POST /rent/late-fees", () => {
  test("charges each late rent charge once, names its month and links it; a second pass for the day posts nothing", async ({ request }) => {
    const { lease } = await lateLease(request);
    const rents = (await ledger(request, lease._id)).filter((entry) => entry.type === "rent");
    const late = rents.filter((entry) => addDays(entry.date, 2) < today());
    expect(late.length).toBeGreaterThanOrEqual(3);

    const first = await lateFeePass(request, today());
    expect(first.status(), await first.text()).toBe(200);
    const fees = (await ledger(request, lease._id)).filter((entry) => entry.feeFor !== null);
    expect(fees.map((fee) => fee.feeFor).sort()).toEqual(late.map((rent) => rent._id).sort());
    for (const fee of fees) {
      const rent = late.find((entry) => entry._id === fee.feeFor)!;
      expect(fee).toMatchObject({ kind: "charge", type: "fee", value: "30.00", date: today() });
      expect(fee.description).toBe(`Late fee — rent of ${monthLabel(monthOf(rent.date))}`);
    }

    expect((await lateFeePass(request, today())).status()).toBe(200);
    // "once": a charge that has a fee gets no other, on any later day either.
    expect((await ledger(request, lease._id)).filter((entry) => entry.feeFor !== null)).toHaveLength(fees.length);
    const after = (await (await request.get(`${API}/leases/${lease._id}`, admin.auth())).json()) as LeaseDto;
    expect(after.balance).toBe((Number(lease.balance) + 30 * fees.length).toFixed(2));
  });

  test("a daily fee is charged for each late day, up to its cap exactly", async ({ request }) => {
    const { lease } = await lateLease(request, { repeat: "daily", value: "25.00", cap: "60.00" });
    for (const day of [-3, -2, -1, 0]) expect((await lateFeePass(request, addDays(today(), day))).status()).toBe(200);
    const rents = (await ledger(request, lease._id)).filter(
      (entry) => entry.type === "rent" && addDays(entry.date, 2) < addDays(today(), -3),
    );
    const fees = (await ledger(request, lease._id)).filter((entry) => entry.feeFor === rents[0]!._id);
    // 25 + 25 + 10 (cut to meet the cap of 60), then nothing.
    expect(fees.map((fee) => fee.value).sort()).toEqual(["10.00", "25.00", "25.00"]);
  });

  test("refuses a day in the future, a malformed day, and anyone but an admin", async ({ request }) => {
    await expectApiError(await lateFeePass(request, addDays(today(), 1)), 400, { field: "date" });
    await expectApiError(await lateFeePass(request, "2026-02-30"), 400, { field: "date" });
    await expectApiError(await lateFeePass(request, today(), specialist.auth()), 403);
  });
});

test.describe("POST /leases/{id}/charges/{chargeId}/waive", () => {
  test("waives a late fee once, with a reason; only a late fee", async ({ request }) => {
    const { lease } = await lateLease(request);
    expect((await lateFeePass(request, today())).status()).toBe(200);
    const entries = await ledger(request, lease._id);
    const fee = entries.find((entry) => entry.feeFor !== null)!;
    const rent = entries.find((entry) => entry.type === "rent")!;
    const before = (await (await request.get(`${API}/leases/${lease._id}`, admin.auth())).json()) as LeaseDto;

    await expectApiError(await request.post(`${API}/leases/${lease._id}/charges/${fee._id}/waive`, { ...admin.auth(), data: {} }), 400, {
      field: "reason",
    });
    const waived = await request.post(`${API}/leases/${lease._id}/charges/${fee._id}/waive`, {
      ...admin.auth(),
      data: { reason: "First time late" },
    });
    expect(waived.status(), await waived.text()).toBe(201);
    expect((await waived.json()) as LedgerEntryDto).toMatchObject({
      kind: "waiver",
      value: fee.value,
      reverses: fee._id,
      reversalReason: "First time late",
    });
    const after = (await (await request.get(`${API}/leases/${lease._id}`, admin.auth())).json()) as LeaseDto;
    expect(Number(after.balance)).toBeCloseTo(Number(before.balance) - Number(fee.value), 2);
    const refreshed = (await ledger(request, lease._id)).find((entry) => entry._id === fee._id)!;
    expect(refreshed).toMatchObject({ open: "0.00", reversedBy: expect.any(String) });

    await expectApiError(
      await request.post(`${API}/leases/${lease._id}/charges/${fee._id}/waive`, { ...admin.auth(), data: { reason: "Again" } }),
      409,
    );
    await expectApiError(
      await request.post(`${API}/leases/${lease._id}/charges/${rent._id}/waive`, { ...admin.auth(), data: { reason: "No" } }),
      422,
    );
  });
});

test.describe("the owner's share", () => {
  test("a payment credits the owner the rent it paid and debits the management fee; a returned payment takes both back", async ({
    request,
  }) => {
    const { lease, ownerId, propertyName } = await lateLease(request, { value: "1.00" });
    // The ledger is newest first: the payment pays the oldest rent.
    const rent = (await ledger(request, lease._id)).filter((entry) => entry.type === "rent").at(-1)!;
    const paid = await request.post(`${API}/leases/${lease._id}/payments`, {
      ...admin.auth(),
      data: { value: "600.00", method: "transfer", reference: "TRX-4410" },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    const { payment } = (await paid.json()) as { payment: LedgerEntryDto };

    const month = monthLabel(monthOf(rent.date));
    const made = await ownerEntries(request, ownerId);
    expect(made.find((entry) => entry.description === `Rent ${month} — ${propertyName} — Marcus Charles`)).toMatchObject({
      column: "credit",
      value: "600.00",
    });
    // 12.5% of 600.00
    expect(made.find((entry) => entry.description === `Management fee 12.5% — ${month} — ${propertyName}`)).toMatchObject({
      column: "debit",
      value: "75.00",
    });

    const reversed = await request.post(`${API}/leases/${lease._id}/payments/${payment._id}/reverse`, {
      ...admin.auth(),
      data: { reason: "Cheque returned" },
    });
    expect(reversed.status(), await reversed.text()).toBe(201);
    const after = await ownerEntries(request, ownerId);
    const returned = after.filter((entry) => entry.reversalReason === "Payment returned: Cheque returned");
    expect(returned.map((entry) => [entry.column, entry.value]).sort()).toEqual([
      ["credit", "75.00"],
      ["debit", "600.00"],
    ]);
  });
});
