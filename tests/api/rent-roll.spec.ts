import { expect, test, type APIRequestContext } from "@playwright/test";
import ExcelJS from "exceljs";
import { todayIn } from "@/lib/domain/agency-time";
import { daysBetween, fromCents, monthOf, toCents } from "@/lib/domain/rent";
import type { LeaseDto, LedgerEntryDto } from "@/lib/schemas/lease";
import type { RentRollDto } from "@/lib/schemas/rent-roll";
import { API, apiLogin, expectApiError, signInEachTest, tokenHeaders } from "@/tests/support/api";
import { createListingViaApi, listingRefs } from "@/tests/support/listings";
import { AGENCY_TIME_ZONE } from "@/tests/support/reminders";

/**
 * GET /rent-roll (docs/API.md "Rent roll"): bad input is a 400 naming the field; a lease made through the API
 * with months already due and a payment reads back with the figures its own ledger gives; X-Total-Count; the
 * CSV and XLSX downloads; both roles.
 */
const admin = signInEachTest();
const today = () => todayIn(AGENCY_TIME_ZONE);

function monthsBefore(month: string, count: number): string {
  let [year, index] = month.split("-").map(Number) as [number, number];
  for (let step = 0; step < count; step++) [year, index] = index === 1 ? [year - 1, 12] : [year, index - 1];
  return `${year}-${String(index).padStart(2, "0")}`;
}

/** A rental listing of a new owner, with a lease begun two months ago (its months charged) and a payment today. */
async function leaseWithPayment(request: APIRequestContext) {
  const refs = await listingRefs(request, admin.token);
  const listing = await createListingViaApi(request, admin.token, refs, {
    status: "for-rent",
    cost: { salePriceInUS: null, rentalPriceInUS: "1000.00", negotiable: false },
    currentLease: {
      startDate: null,
      endDate: null,
      tenantName: "Keisha Joseph",
      tenantPhoneNumber: "+1 758 555 0199",
      tenantEmail: "k@example.lc",
    },
  });
  const leases = (await (await request.get(`${API}/leases`, { ...admin.auth(), params: { listing: listing._id } })).json()) as LeaseDto[];
  const tenantId = leases[0]!.tenants[0]!._id;
  expect((await request.put(`${API}/listings/update`, { ...admin.auth(), data: { _id: listing._id, currentLease: null } })).status()).toBe(
    200,
  );

  const created = await request.post(`${API}/leases`, {
    ...admin.auth(),
    data: {
      listingRef: listing._id,
      tenants: [{ _id: tenantId }],
      startDate: `${monthsBefore(monthOf(today()), 2)}-17`,
      rent: "1000.00",
      dueDay: 1,
      deposit: "500.00",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { lease } = (await created.json()) as { lease: LeaseDto };
  const paid = await request.post(`${API}/leases/${lease._id}/payments`, {
    ...admin.auth(),
    data: { value: "700.00", method: "transfer", reference: "TR-1" },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const entries = (await (
    await request.get(`${API}/leases/${lease._id}/ledger`, { ...admin.auth(), params: { limit: 500 } })
  ).json()) as LedgerEntryDto[];
  return { listing, owner: refs.client, lease, entries };
}

const sum = (values: string[]) => fromCents(values.reduce((total, value) => total + toCents(value), 0n));

test("bad input is a 400 naming the field", async ({ request }) => {
  const cases: [Record<string, string>, string][] = [
    [{ month: "2026-13" }, "month"],
    [{ month: "March" }, "month"],
    [{ late: "yes" }, "late"],
    [{ owner: "not-an-id" }, "owner"],
    [{ specialist: "42" }, "specialist"],
    [{ ending: "-1" }, "ending"],
    [{ sort: "price" }, "sort"],
    [{ order: "up" }, "order"],
    [{ limit: "0" }, "limit"],
    [{ limit: "501" }, "limit"],
    [{ format: "pdf" }, "format"],
  ];
  for (const [params, field] of cases) {
    await expectApiError(await request.get(`${API}/rent-roll`, { ...admin.auth(), params }), 400, { field });
  }
});

test("a lease's row: this month's charges and payments, its balance, days late and deposit held, as its ledger says", async ({
  request,
}) => {
  const { listing, owner, lease, entries } = await leaseWithPayment(request);
  const month = monthOf(today());
  const response = await request.get(`${API}/rent-roll`, { ...admin.auth(), params: { owner } });
  expect(response.status(), await response.text()).toBe(200);
  expect(response.headers()["x-total-count"]).toBe("1");
  const roll = (await response.json()) as RentRollDto;
  expect(roll.month).toBe(month);
  expect(roll.rows).toHaveLength(1);

  const inMonth = entries.filter((entry) => monthOf(entry.date) === month);
  const open = entries.filter((entry) => entry.kind === "charge" && entry.open !== "0.00" && entry.date <= today());
  const oldest = open.map((entry) => entry.date).sort()[0];
  const expected = {
    leaseRef: { _id: lease._id },
    listingRef: { _id: listing._id, propertyName: listing.propertyName },
    owner: { _id: owner },
    tenants: [{ name: "Keisha Joseph", primary: true }],
    rent: "1000.00",
    charged: sum(inMonth.filter((entry) => entry.kind === "charge").map((entry) => entry.value)),
    paid: "700.00",
    balance: sum(
      entries
        .filter((entry) => entry.kind === "charge")
        .map((entry) => entry.value)
        .concat("-700.00"),
    ),
    daysLate: oldest ? daysBetween(oldest, today()) : 0,
    depositHeld: "500.00",
    endDate: null,
  };
  expect(roll.rows[0]).toMatchObject(expected);
  expect(roll.totals).toMatchObject({ count: 1, rent: "1000.00", charged: expected.charged, paid: "700.00", balance: expected.balance });

  // Two months ago: the first, partial month's charges; the payment was this month.
  const first = (await (
    await request.get(`${API}/rent-roll`, { ...admin.auth(), params: { owner, month: monthsBefore(month, 2) } })
  ).json()) as RentRollDto;
  expect(first.rows[0]).toMatchObject({ paid: "0.00" });
  expect(first.rows[0]!.charged).toBe(
    sum(entries.filter((entry) => monthOf(entry.date) === monthsBefore(month, 2)).map((entry) => entry.value)),
  );
  // Before the lease: no row.
  const before = await request.get(`${API}/rent-roll`, { ...admin.auth(), params: { owner, month: monthsBefore(month, 3) } });
  expect(before.headers()["x-total-count"]).toBe("0");
});

test("pages with skip and limit; X-Total-Count is every matching lease", async ({ request }) => {
  const response = await request.get(`${API}/rent-roll`, { ...admin.auth(), params: { limit: "1", sort: "balance", order: "desc" } });
  expect(response.status()).toBe(200);
  const roll = (await response.json()) as RentRollDto;
  expect(roll.rows.length).toBeLessThanOrEqual(1);
  expect(Number(response.headers()["x-total-count"])).toBe(roll.totals.count);
});

test("CSV and XLSX downloads of the same query, with the totals row", async ({ request }) => {
  const { owner } = await leaseWithPayment(request);
  const csv = await request.get(`${API}/rent-roll`, { ...admin.auth(), params: { owner, format: "csv" } });
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(csv.headers()["content-disposition"]).toContain(`rent-roll-${monthOf(today())}.csv`);
  expect(csv.headers()["x-total-count"]).toBe("1");
  const lines = (await csv.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toMatch(/^Listing,Owner,Tenants,Rent,Charged,Paid,Balance,Days late,Deposit held,Lease end/);
  expect(lines).toHaveLength(3);
  expect(lines[2]).toMatch(/^Total,1 leases,/);

  const xlsx = await request.get(`${API}/rent-roll`, { ...admin.auth(), params: { owner, format: "xlsx" } });
  expect(xlsx.status()).toBe(200);
  expect(xlsx.headers()["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  expect(xlsx.headers()["content-disposition"]).toContain(".xlsx");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await xlsx.body()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(2).getCell(1).value).toBe("Listing");
  expect(sheet.getRow(3).getCell(3).value).toBe("Keisha Joseph");
  expect(sheet.getRow(4).getCell(1).value).toBe("Total");
});

test("a property specialist reads the rent roll too, and only GET is allowed", async ({ request }) => {
  const token = await apiLogin(request, "specialist");
  const response = await request.get(`${API}/rent-roll`, { headers: tokenHeaders(token), params: { late: "true" } });
  expect(response.status()).toBe(200);
  expect(((await response.json()) as RentRollDto).rows.every((row) => row.daysLate > 0)).toBe(true);
  await expectApiError(await request.post(`${API}/rent-roll`, { headers: tokenHeaders(token), data: {} }), 405);
  await expectApiError(await request.get(`${API}/rent-roll`), 401);
});
