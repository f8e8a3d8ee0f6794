import { expect, test, type APIRequestContext } from "@playwright/test";
import type { DepositSettlementDto } from "@/lib/schemas/deposit";
import type { AgencyFeesReportDto, DepositsReportDto } from "@/lib/schemas/reports";
import { API, apiLogin, expectApiError, tokenHeaders } from "@/tests/support/api";
import { csvRecords } from "@/tests/support/csv";
import { createLeaseViaApi, postPaymentViaApi } from "@/tests/support/lease-api";
import { pdfText } from "@/tests/support/pdf-text";
import { agencyDate } from "@/tests/support/reminders";

/**
 * A deposit settled once its lease has ended, and the admins' money reports
 * (docs/API.md "Leases" and "Reports"), through HTTP: the statuses and error
 * bodies, the settlement read back and its letter, the reports' pages, totals,
 * X-Total-Count and CSV, and who may read them. The ledger's figures are checked
 * to the cent on the database (tests/db/deposit-settlement.test.ts, money-reports.test.ts).
 */
let admin: string;
let specialist: string;
test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request, "admin");
  specialist = await apiLogin(request, "specialist");
});

const settlePath = (leaseId: string) => `${API}/leases/${leaseId}/deposit/settle`;
const REFUND = { method: "transfer", reference: "TRX-77" };

/** A lease that ran from 200 to 20 days ago, its deposit ($900) paid and one month of rent left unpaid. */
async function endedLease(request: APIRequestContext, tenant: Record<string, unknown> = {}) {
  const made = await createLeaseViaApi(request, admin, {
    tenant,
    lease: { startDate: agencyDate(-200), endDate: agencyDate(-20), rent: "1000.00", deposit: "900.00" },
  });
  const owed = made.charged.reduce((sum, charge) => sum + Math.round(Number(charge.value) * 100), 0);
  await postPaymentViaApi(request, admin, made.lease._id, {
    value: ((owed - 100_000) / 100).toFixed(2),
    method: "check",
    reference: "CHQ-1",
    date: agencyDate(-20),
  });
  return made;
}

test("settling: 409 while the lease runs, 400s naming the field, 201 the settlement, then 409; read back with its letter", async ({
  request,
}) => {
  const running = await createLeaseViaApi(request, admin, { lease: { startDate: agencyDate(-10), deposit: "500.00" } });
  await postPaymentViaApi(request, admin, running.lease._id, { value: "500.00", method: "cash" });
  await expectApiError(await request.post(settlePath(running.lease._id), { headers: tokenHeaders(admin), data: { refund: REFUND } }), 409, {
    message: /still running/,
  });

  const { lease } = await endedLease(request);
  const post = (data: unknown) => request.post(settlePath(lease._id), { headers: tokenHeaders(admin), data });
  const cases: [string, unknown, string][] = [
    ["deductions above what is held", { deductions: [{ description: "Paint", value: "900.01" }], refund: REFUND }, "deductions"],
    ["a date in the future", { date: agencyDate(1), refund: REFUND }, "date"],
    ["bad money", { deductions: [{ description: "Paint", value: "12.345" }], refund: REFUND }, "deductions.0.value"],
    ["a negative amount", { deductions: [{ description: "Paint", value: "-5" }], refund: REFUND }, "deductions.0.value"],
    ["no description", { deductions: [{ description: " ", value: "5" }], refund: REFUND }, "deductions.0.description"],
    ["no refund method", { refund: { method: "barter" } }, "refund.method"],
  ];
  for (const [what, body, field] of cases) {
    await test.step(what, async () => {
      await expectApiError(await post(body), 400, { field });
    });
  }
  await expectApiError(await request.get(`${API}/leases/${lease._id}/deposit/settlement`, { headers: tokenHeaders(admin) }), 404);

  const created = await post({
    deductions: [{ description: "Broken blind", value: "120.50" }],
    applyToBalance: true,
    refund: REFUND,
  });
  expect(created.status(), await created.text()).toBe(201);
  const settlement = (await created.json()) as DepositSettlementDto;
  // 900.00 held − 120.50 deducted = 779.50 left; the tenant owes 1,000.00: all of it applied, nothing refunded.
  expect([settlement.held, settlement.deducted, settlement.applied, settlement.refund.value]).toEqual([
    "900.00",
    "120.50",
    "779.50",
    "0.00",
  ]);
  expect(settlement.letter.messageId).toMatch(/^[0-9a-f-]{36}$/);

  await expectApiError(await post({ refund: REFUND }), 409, { message: "This lease's deposit has already been settled." });
  const read = await request.get(`${API}/leases/${lease._id}/deposit/settlement`, { headers: tokenHeaders(admin) });
  expect(await read.json()).toEqual(settlement);
  const leaseNow = await (await request.get(`${API}/leases/${lease._id}`, { headers: tokenHeaders(admin) })).json();
  expect([leaseNow.depositHeld, leaseNow.balance]).toEqual(["0.00", "220.50"]);

  const letter = await request.get(`${API}/leases/${lease._id}/deposit/settlement/letter`, { headers: tokenHeaders(admin) });
  expect(letter.status()).toBe(200);
  expect(letter.headers()["content-type"]).toBe("application/pdf");
  expect(letter.headers()["content-disposition"]).toMatch(/^attachment; filename="deposit-settlement-\d{4}-\d{2}-\d{2}\.pdf"/);
  const text = (await pdfText(await letter.body())).join("\n");
  expect(text).toContain("DEPOSIT SETTLEMENT");
  expect(text).toContain("Deduction: Broken blind");
  expect(text).toContain("-$779.50");
});

test("two settlements sent at once: one is 201, the other 409", async ({ request }) => {
  const { lease } = await endedLease(request);
  const send = () => request.post(settlePath(lease._id), { headers: tokenHeaders(admin), data: { refund: REFUND } });
  const statuses = (await Promise.all([send(), send()])).map((response) => response.status()).sort();
  expect(statuses).toEqual([201, 409]);
});

test("a tenant without an e-mail address: settled, and the answer says the letter was not e-mailed", async ({ request }) => {
  const { lease } = await endedLease(request, { email: null });
  const response = await request.post(settlePath(lease._id), { headers: tokenHeaders(admin), data: { refund: REFUND } });
  expect(response.status(), await response.text()).toBe(201);
  const settlement = (await response.json()) as DepositSettlementDto;
  expect(settlement.letter.messageId).toBeNull();
  expect(settlement.letter.skipped).toMatch(/no valid e-mail address/);
  expect(settlement.refund.value).toBe("900.00");
});

test("the deposits report: admins only, pages with X-Total-Count, totals equal to the rows, and CSV", async ({ request }) => {
  await createLeaseViaApi(request, admin, { lease: { startDate: agencyDate(-5), deposit: "640.25" } }).then(({ lease }) =>
    postPaymentViaApi(request, admin, lease._id, { value: "640.25", method: "cash" }),
  );
  await expectApiError(await request.get(`${API}/reports/deposits`, { headers: tokenHeaders(specialist) }), 403);
  await expectApiError(await request.get(`${API}/reports/deposits?limit=0`, { headers: tokenHeaders(admin) }), 400, { field: "limit" });

  const all = await request.get(`${API}/reports/deposits?limit=500`, { headers: tokenHeaders(admin) });
  expect(all.status()).toBe(200);
  const report = (await all.json()) as DepositsReportDto;
  expect(Number(all.headers()["x-total-count"])).toBe(report.totals.count);
  expect(report.rows.length).toBe(Math.min(report.totals.count, 500));
  const sum = report.rows.reduce((total, row) => total + Math.round(Number(row.held) * 100), 0);
  if (report.totals.count <= 500) expect((sum / 100).toFixed(2)).toBe(report.totals.held);
  expect(report.rows.some((row) => row.held === "640.25")).toBe(true);

  const second = (await (
    await request.get(`${API}/reports/deposits?skip=1&limit=1`, { headers: tokenHeaders(admin) })
  ).json()) as DepositsReportDto;
  expect(second.rows[0]?.leaseRef._id).toBe(report.rows[1]?.leaseRef._id);

  const csv = await request.get(`${API}/reports/deposits?format=csv`, { headers: tokenHeaders(admin) });
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const { header, records } = csvRecords((await csv.text()).replace(/^\uFEFF/, ""));
  expect(header).toEqual(["Listing", "Owner", "Tenants", "Lease status", "Lease end", "Deposit held", "Lease id"]);
  expect(records).toHaveLength(report.totals.count + 1);
  expect(records.at(-1)).toMatchObject({ Listing: "Total", "Deposit held": report.totals.held });
});

test("the agency-fees report: admins only, a month's fees per lease with totals, a bad month refused, and CSV", async ({ request }) => {
  // A lease started this month, its rent paid: a management fee of 10% (the agency's) earned this month.
  const month = agencyDate(0).slice(0, 7);
  const { lease } = await createLeaseViaApi(request, admin, { lease: { startDate: `${month}-01`, rent: "1234.50" } });
  await postPaymentViaApi(request, admin, lease._id, { value: "1234.50", method: "cash" });

  await expectApiError(await request.get(`${API}/reports/agency-fees`, { headers: tokenHeaders(specialist) }), 403);
  await expectApiError(await request.get(`${API}/reports/agency-fees?month=2026-13`, { headers: tokenHeaders(admin) }), 400, {
    field: "month",
  });

  const response = await request.get(`${API}/reports/agency-fees?month=${month}&limit=500`, { headers: tokenHeaders(admin) });
  expect(response.status()).toBe(200);
  const report = (await response.json()) as AgencyFeesReportDto;
  expect(report.month).toBe(month);
  expect(Number(response.headers()["x-total-count"])).toBe(report.totals.count);
  expect(report.rows.find((row) => row.leaseRef._id === lease._id)).toMatchObject({
    managementFees: "123.45",
    lateFees: "0.00",
    total: "123.45",
  });
  if (report.totals.count <= 500) {
    const sum = report.rows.reduce((total, row) => total + Math.round(Number(row.total) * 100), 0);
    expect((sum / 100).toFixed(2)).toBe(report.totals.total);
  }

  const csv = await request.get(`${API}/reports/agency-fees?month=${month}&format=csv`, { headers: tokenHeaders(admin) });
  expect(csv.headers()["content-disposition"]).toContain(`agency-fees-${month}.csv`);
  const { header, records } = csvRecords((await csv.text()).replace(/^\uFEFF/, ""));
  expect(header).toEqual(["Owner", "Listing", "Management fees", "Late fees", "Total", "Lease id"]);
  expect(records.find((record) => record["Lease id"] === lease._id)).toMatchObject({ "Management fees": "123.45", Total: "123.45" });
  expect(records.at(-1)).toMatchObject({ Owner: "Total", Total: report.totals.total });
});
