import { expect, test } from "@playwright/test";
import { formatUsd } from "@/lib/domain/money";
import { addDays } from "@/lib/domain/rent";
import { API, apiLogin, expectApiError, tokenHeaders } from "@/tests/support/api";
import { createLeaseViaApi, postPaymentViaApi } from "@/tests/support/lease-api";
import { pdfText } from "@/tests/support/pdf-text";
import { agencyToday } from "@/tests/support/reminders";
import { withTestDatabase } from "@/tests/support/test-database";

/**
 * A payment's receipt (docs/API.md "Leases", PRODUCT.md#rent "Receipts"):
 * GET …/payments/{paymentId}/receipt answers the PDF; POST …/receipt/email
 * puts it in the Outbox for the primary tenant once per payment (202 and the
 * message's id, the same id again), or 422 when that tenant has no valid e-mail.
 */
let admin: string;
test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request, "admin");
});

const NO_ADDRESS = "The primary tenant has no valid e-mail address.";
const receiptPath = (leaseId: string, paymentId: string) => `${API}/leases/${leaseId}/payments/${paymentId}/receipt`;

/** A lease started 70 days ago (two or three months of rent charged at once) and a payment of part of them. */
async function leaseWithPayment(request: Parameters<typeof createLeaseViaApi>[0], tenant: Record<string, unknown> = {}) {
  const made = await createLeaseViaApi(request, admin, { tenant, lease: { startDate: addDays(agencyToday(), -70), deposit: "500.00" } });
  expect(made.charged.length).toBeGreaterThanOrEqual(3);
  const result = await postPaymentViaApi(request, admin, made.lease._id, { value: "1800.00", method: "check", reference: "CHQ 1042" });
  return { ...made, result };
}

test("the receipt is a PDF naming the tenant, the listing, the method, what it paid and the balance after", async ({ request }) => {
  const { lease, tenant, listing, result } = await leaseWithPayment(request);
  const response = await request.get(receiptPath(lease._id, result.payment._id), { headers: tokenHeaders(admin) });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="receipt-R-\d+-\d{4}-\d{2}-\d{2}\.pdf"/);
  expect(response.headers()["cache-control"]).toBe("no-store");
  const bytes = await response.body();
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  const text = (await pdfText(bytes)).join("\n");
  expect(text).toContain("PAYMENT RECEIPT");
  expect(text).toContain(`${tenant.firstName} ${tenant.lastName}`);
  expect(text).toContain(listing.propertyName);
  expect(text).toContain("Check");
  expect(text).toContain("CHQ 1042");
  expect(text).toContain("$1,800.00");
  // The deposit (due on the start day) comes first, then the oldest rent.
  expect(text).toMatch(/Deposit .*\$500\.00/);
  for (const part of result.applied) expect(text).toContain(formatUsd(part.value));
  expect(text).toMatch(/Balance after this payment: Owes \$[\d,]+\.\d{2}/);
});

test("e-mailing a receipt writes one Outbox message to the primary tenant; asking again answers the same message", async ({ request }) => {
  const { lease, tenant, result } = await leaseWithPayment(request);
  const path = `${receiptPath(lease._id, result.payment._id)}/email`;
  const first = await request.post(path, { headers: tokenHeaders(admin) });
  expect(first.status(), await first.text()).toBe(202);
  const { messageId } = (await first.json()) as { messageId: string };
  expect(messageId).toMatch(/^[0-9a-f-]{36}$/);

  const [again, atOnce] = await Promise.all([
    request.post(path, { headers: tokenHeaders(admin) }),
    request.post(path, { headers: tokenHeaders(admin) }),
  ]);
  for (const response of [again, atOnce]) {
    expect(response.status()).toBe(202);
    expect(await response.json()).toEqual({ messageId, captured: false }); // this server has a mail server
  }

  const rows = await withTestDatabase(
    async (client) =>
      (
        await client.query<{ id: string; to_address: string; kind: string; related_type: string; attachments: { filename: string }[] }>(
          `SELECT id::text, to_address, kind, related_type, attachments FROM outbox_messages WHERE idempotency_key = $1`,
          [`receipt:${result.payment._id}`],
        )
      ).rows,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ id: messageId, to_address: tenant.email, kind: "receipt", related_type: "leases" });
  expect(rows[0]!.attachments.map((file) => file.filename)).toEqual([expect.stringMatching(/^receipt-R-\d+-.*\.pdf$/)]);

  // The lease's History says it was sent, once.
  const audit = await withTestDatabase(
    async (client) =>
      (await client.query(`SELECT 1 FROM audit_log WHERE entity_id = $1 AND action = 'email-receipt'`, [lease._id])).rowCount,
  );
  expect(audit).toBe(1);
});

test("a Spanish-speaking tenant's receipt, downloaded or e-mailed, is in Spanish", async ({ request }) => {
  const { lease, tenant, result } = await leaseWithPayment(request);
  // The API's language field is another change's: set the column directly.
  await withTestDatabase((client) => client.query(`UPDATE tenants SET language = 'es' WHERE id = $1`, [tenant._id]));
  const response = await request.get(receiptPath(lease._id, result.payment._id), { headers: tokenHeaders(admin) });
  expect(response.status()).toBe(200);
  const text = (await pdfText(await response.body())).join("\n");
  for (const part of [
    "RECIBO DE PAGO",
    "RECIBIDO DE",
    "FORMA DE PAGO",
    "Cheque",
    "CHQ 1042",
    "Lo que cubrió este pago",
    "Total recibido",
  ]) {
    expect(text).toContain(part);
  }
  expect(text).toMatch(/Saldo después de este pago: Debe \$[\d,]+\.\d{2}/);
  expect(text).not.toContain("PAYMENT RECEIPT");

  const sent = await request.post(`${receiptPath(lease._id, result.payment._id)}/email`, { headers: tokenHeaders(admin) });
  expect(sent.status(), await sent.text()).toBe(202);
  const { messageId } = (await sent.json()) as { messageId: string };
  const stored = await withTestDatabase(
    async (client) =>
      (await client.query<{ subject: string; text: string }>(`SELECT subject, text FROM outbox_messages WHERE id = $1`, [messageId]))
        .rows[0]!,
  );
  expect(stored.subject).toMatch(/^Recibo de pago R-\d{6} · /);
  expect(stored.text).toContain("gracias, recibimos su pago de $1,800.00 el ");
  expect(stored.text).toContain("(Cheque · ref. CHQ 1042)");
});

test("a primary tenant without a valid e-mail: 422 and nothing written; the receipt still downloads", async ({ request }) => {
  // None, or one kept from before e-mails were checked (the listings' lease fields the migration turned into tenants).
  for (const email of [null, "not-an-address"]) {
    const { lease, tenant, result } = await leaseWithPayment(request, { email: null });
    if (email) await withTestDatabase((client) => client.query(`UPDATE tenants SET email = $1 WHERE id = $2`, [email, tenant._id]));
    const response = await request.post(`${receiptPath(lease._id, result.payment._id)}/email`, { headers: tokenHeaders(admin) });
    await expectApiError(response, 422, { field: "email", message: NO_ADDRESS });
    const written = await withTestDatabase(
      async (client) =>
        (await client.query(`SELECT 1 FROM outbox_messages WHERE idempotency_key = $1`, [`receipt:${result.payment._id}`])).rowCount,
    );
    expect(written).toBe(0);
    const download = await request.get(receiptPath(lease._id, result.payment._id), { headers: tokenHeaders(admin) });
    expect(download.status()).toBe(200);
  }
});

test("a reversed payment: its receipt says so and is not e-mailed (409)", async ({ request }) => {
  const { lease, result } = await leaseWithPayment(request);
  const reverse = await request.post(`${API}/leases/${lease._id}/payments/${result.payment._id}/reverse`, {
    headers: tokenHeaders(admin),
    data: { reason: "Cheque returned" },
  });
  expect(reverse.status(), await reverse.text()).toBe(201);
  const text = (
    await pdfText(await (await request.get(receiptPath(lease._id, result.payment._id), { headers: tokenHeaders(admin) })).body())
  ).join("\n");
  expect(text).toMatch(/This payment was reversed on .*: Cheque returned/);
  await expectApiError(await request.post(`${receiptPath(lease._id, result.payment._id)}/email`, { headers: tokenHeaders(admin) }), 409);
});

test("only a payment of this lease has a receipt: charges, other leases' payments and bad ids are 404", async ({ request }) => {
  const one = await leaseWithPayment(request);
  const other = await leaseWithPayment(request);
  const cases = [
    receiptPath(one.lease._id, other.result.payment._id),
    receiptPath(one.lease._id, one.charged[0]!._id),
    receiptPath(one.lease._id, "not-a-uuid"),
    receiptPath("00000000-0000-4000-8000-000000000000", one.result.payment._id),
  ];
  for (const path of cases) {
    await expectApiError(await request.get(path, { headers: tokenHeaders(admin) }), 404);
    await expectApiError(await request.post(`${path}/email`, { headers: tokenHeaders(admin) }), 404);
  }
});

test("a receipt needs a session, and e-mailing one the CSRF check", async ({ request, playwright }) => {
  const { lease, result } = await leaseWithPayment(request);
  const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await expectApiError(await anonymous.get(receiptPath(lease._id, result.payment._id)), 401);
  await expectApiError(await anonymous.post(`${receiptPath(lease._id, result.payment._id)}/email`), 401);
  await anonymous.dispose();
  await expectApiError(await request.put(receiptPath(lease._id, result.payment._id), { headers: tokenHeaders(admin) }), 405);
});
