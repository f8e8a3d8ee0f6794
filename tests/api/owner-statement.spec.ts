import { expect, test, type APIRequestContext } from "@playwright/test";
import { todayIn } from "@/lib/domain/agency-time";
import { lastCalendarMonth } from "@/lib/domain/calendar";
import type { TransactionDto } from "@/lib/schemas/account";
import type { StatementDto } from "@/lib/schemas/statement";
import type { LeaseDto, PaymentResultDto } from "@/lib/schemas/lease";
import { API, expectApiError, signInEachTest } from "@/tests/support/api";
import { createListingViaApi, listingRefs } from "@/tests/support/listings";
import { pdfText } from "@/tests/support/pdf-text";
import { AGENCY_TIME_ZONE } from "@/tests/support/reminders";

/**
 * Rent on the owner's statement through the API (issue 43 §4, docs/API.md "Accounts"): a lease of the owner's
 * listing paid last month, the statement's figures by listing in JSON, CSV and PDF, `paymentRef` on the owner's
 * entries, the 409s of deleting or reversing them by hand, and the payment reversed on the lease counting against
 * this month's rent.
 */
const admin = signInEachTest();
const RENT_ENTRY_LOCKED = "This entry comes from a lease payment. Reverse the payment on the lease instead.";

/** An owner with one listing leased from the first of last month at 1,000.00 (its own 8% fee), paid 1,000.00 on the 5th. */
async function paidLease(request: APIRequestContext) {
  const refs = await listingRefs(request, admin.token);
  const listing = await createListingViaApi(request, admin.token, refs, {
    status: "for-rent",
    cost: { salePriceInUS: null, rentalPriceInUS: "1000.00", negotiable: false },
  });
  const tenant = await request.post(`${API}/tenants`, { ...admin.auth(), data: { firstName: "Tess", lastName: "Tenant" } });
  expect(tenant.status(), await tenant.text()).toBe(201);
  const last = lastCalendarMonth(todayIn(AGENCY_TIME_ZONE));
  const created = await request.post(`${API}/leases`, {
    ...admin.auth(),
    data: {
      listingRef: listing._id,
      tenants: [{ _id: ((await tenant.json()) as { _id: string })._id }],
      startDate: last.from,
      rent: "1000.00",
      dueDay: 1,
      managementFee: { kind: "percent", value: "8.00" },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { lease } = (await created.json()) as { lease: LeaseDto };
  const paid = await request.post(`${API}/leases/${lease._id}/payments`, {
    ...admin.auth(),
    data: { value: "1000.00", date: `${last.from.slice(0, 7)}-05`, method: "transfer", reference: "T-1" },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const { payment } = (await paid.json()) as PaymentResultDto;
  return { ownerId: refs.client, listing, lease, payment, last };
}

test("the statement sums last month's rent by listing, in JSON, CSV and PDF", async ({ request }) => {
  const { ownerId, listing, last } = await paidLease(request);
  const url = `${API}/accounts/${ownerId}/statement`;
  const response = await request.get(url, { ...admin.auth(), params: last });
  expect(response.status(), await response.text()).toBe(200);
  const statement = (await response.json()) as StatementDto;
  expect(statement.listings).toEqual([
    {
      listing: { _id: listing._id, name: listing.propertyName },
      rentCollected: "1000.00",
      otherIncome: "0.00",
      managementFees: "80.00",
      charges: "0.00",
      net: "920.00",
    },
  ]);
  expect([statement.totalCredits, statement.totalDebits, statement.closingBalance]).toEqual(["1000.00", "80.00", "920.00"]);

  const csv = await (await request.get(url, { ...admin.auth(), params: { ...last, format: "csv" } })).text();
  const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
  expect(lines).toContain("Property,Rent collected,Other income,Management fees,Repairs and other charges,Net to owner");
  expect(lines).toContain(`${listing.propertyName},1000.00,0.00,-80.00,0.00,920.00`);
  expect(lines).toContain("Total,1000.00,0.00,-80.00,0.00,920.00");

  const pdf = await request.get(url, { ...admin.auth(), params: { ...last, format: "pdf" } });
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const text = (await pdfText(await pdf.body())).join("\n");
  expect(text).toContain("BY PROPERTY");
  expect(text).toContain(`${listing.propertyName} $1,000.00 $0.00 -$80.00 $0.00 $920.00`);
});

test("entries made from rent carry paymentRef and cannot be deleted or reversed by hand; the lease's reversal counts against them", async ({
  request,
}) => {
  const { ownerId, lease, payment, listing } = await paidLease(request);
  const list = async () =>
    (await (
      await request.get(`${API}/accounts/transactions`, { ...admin.auth(), params: { client: ownerId } })
    ).json()) as TransactionDto[];
  const entries = await list();
  expect(entries.map((entry) => [entry.column, entry.value, entry.paymentRef])).toEqual([
    ["debit", "80.00", { _id: payment._id, leaseRef: lease._id, date: payment.date }],
    ["credit", "1000.00", { _id: payment._id, leaseRef: lease._id, date: payment.date }],
  ]);

  for (const entry of entries) {
    await expectApiError(
      await request.delete(`${API}/accounts/${ownerId}/transactions/remove/${entry._id}`, { ...admin.auth(), data: { reason: "Typo" } }),
      409,
      { message: RENT_ENTRY_LOCKED },
    );
    await expectApiError(
      await request.post(`${API}/accounts/${ownerId}/transactions/${entry._id}/reverse`, { ...admin.auth(), data: { reason: "Typo" } }),
      409,
      { message: RENT_ENTRY_LOCKED },
    );
  }
  expect(await list()).toHaveLength(2);

  // An entry posted by hand still can be.
  const byHand = await request.post(`${API}/accounts/transactions/register`, {
    ...admin.auth(),
    data: { clientRef: ownerId, column: "debit", type: "other", description: "Bank charges", value: "15.00" },
  });
  expect(byHand.status()).toBe(201);
  expect(((await byHand.json()) as TransactionDto).paymentRef).toBeNull();

  // Reversed on the lease: the system's reversals carry the payment too, and this month nets the rent and fee back.
  const reversed = await request.post(`${API}/leases/${lease._id}/payments/${payment._id}/reverse`, {
    ...admin.auth(),
    data: { reason: "Returned cheque" },
  });
  expect(reversed.status(), await reversed.text()).toBe(201);
  const reversals = (await list()).filter((entry) => entry.reverses !== null);
  expect(reversals.map((entry) => entry.paymentRef?._id)).toEqual([payment._id, payment._id]);
  const today = todayIn(AGENCY_TIME_ZONE);
  const month = await request.get(`${API}/accounts/${ownerId}/statement`, {
    ...admin.auth(),
    params: { from: `${today.slice(0, 7)}-01`, to: today },
  });
  expect(((await month.json()) as StatementDto).listings).toEqual([
    {
      listing: { _id: listing._id, name: listing.propertyName },
      rentCollected: "-1000.00",
      otherIncome: "0.00",
      managementFees: "-80.00",
      charges: "0.00",
      net: "-920.00",
    },
    { listing: null, rentCollected: "0.00", otherIncome: "0.00", managementFees: "0.00", charges: "15.00", net: "-15.00" },
  ]);
});
