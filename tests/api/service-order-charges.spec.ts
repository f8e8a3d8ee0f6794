import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import type { HistoryEventDto } from "@/lib/schemas/history";
import type { ServiceOrderChargeDto } from "@/lib/schemas/service-order-charge";
import { ledgerViaApi } from "../support/accounts";
import { API, apiLogin, expectApiError, tokenHeaders } from "../support/api";
import { pdfBytes, uploadDocument } from "../support/documents";
import { createOrderViaApi, orderRefs } from "../support/orders";

/**
 * Charge to owner (issue 30 §3): a service order's cost posted as a debit on
 * the listing owner's ledger through the ledger's own posting, linked to the
 * order and its invoice; the order lists its charges; deleting the entry
 * removes the link and keeps the invoice.
 */
let admin: string;
test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request, "admin");
});

async function newOrder(request: APIRequestContext) {
  const refs = await orderRefs(request, admin);
  const order = await createOrderViaApi(request, admin, refs, { name: "Fix the gutter" });
  return { order, refs };
}

async function uploadInvoice(request: APIRequestContext, orderId: string, name: string): Promise<{ _id: string }> {
  const upload = await uploadDocument(
    request,
    admin,
    { entity: "service-orders", recordId: orderId, category: "invoice" },
    { name, buffer: pdfBytes() },
  );
  return (await upload.json()) as { _id: string };
}

const charge = (request: APIRequestContext, orderId: string, data: unknown) =>
  request.post(`${API}/services/orders/${orderId}/charges`, { headers: tokenHeaders(admin), data });

test("a charge posts a debit on the owner's ledger, linked to the order and its invoice", async ({ request }) => {
  const { order, refs } = await newOrder(request);
  const clientId = await ownerOf(request, refs.listingRef);
  const invoice = await uploadInvoice(request, order._id, "Invoice 118.pdf");

  const response = await charge(request, order._id, { value: "245.50", documentId: invoice._id });
  expect(response.status(), await response.text()).toBe(201);
  const posted = (await response.json()) as ServiceOrderChargeDto;
  expect(posted).toMatchObject({
    clientRef: clientId,
    column: "debit",
    type: "other",
    value: "245.50",
    closingBalance: "-245.50",
    description: `Fix the gutter — ${refs.provider.name}`,
    serviceOrderRef: { _id: order._id, orderNumber: order.orderNumber, name: "Fix the gutter" },
    documentRef: { _id: invoice._id, title: "Invoice 118", fileName: "Invoice 118.pdf" },
  });

  const ledger = await ledgerViaApi(request, admin, clientId);
  expect(ledger.items.map((entry) => entry._id)).toEqual([posted._id]);
  const listed = await request.get(`${API}/services/orders/${order._id}/charges`, { headers: tokenHeaders(admin) });
  expect(listed.headers()["x-total-count"]).toBe("1");
  expect(await listed.json()).toEqual([posted]);

  // Both Histories say so: the account's posting, the order's charge.
  const orderHistory = (await (
    await request.get(`${API}/history/service-orders/${order._id}`, { headers: tokenHeaders(admin) })
  ).json()) as HistoryEventDto[];
  expect(orderHistory.flatMap((event) => event.changes.map((change) => change.to))).toContain(
    `charged to the owner: Debit $245.50 by Other 'Fix the gutter — ${refs.provider.name}'`,
  );
  const accountHistory = (await (
    await request.get(`${API}/history/accounts/${clientId}`, { headers: tokenHeaders(admin) })
  ).json()) as HistoryEventDto[];
  expect(accountHistory.flatMap((event) => event.changes.map((change) => change.to))).toContain(
    `posted Debit $245.50 by Other 'Fix the gutter — ${refs.provider.name}'`,
  );

  // Deleting the ledger entry removes the link, not the invoice.
  const removed = await request.delete(`${API}/accounts/${clientId}/transactions/remove/${posted._id}`, { headers: tokenHeaders(admin) });
  expect(removed.status(), await removed.text()).toBe(200);
  expect(await (await request.get(`${API}/services/orders/${order._id}/charges`, { headers: tokenHeaders(admin) })).json()).toEqual([]);
  expect((await request.get(`${API}/documents/${invoice._id}`, { headers: tokenHeaders(admin) })).status()).toBe(200);
});

test("a description and a back-date are kept; bad input is a clear 4xx and posts nothing", async ({ request }) => {
  const { order, refs } = await newOrder(request);
  const clientId = await ownerOf(request, refs.listingRef);
  const dated = await charge(request, order._id, { value: 80, description: "Call-out fee", date: "2026-01-15" });
  expect(dated.status(), await dated.text()).toBe(201);
  expect(await dated.json()).toMatchObject({ value: "80.00", description: "Call-out fee", documentRef: null });

  const other = await newOrder(request);
  const foreign = (await (
    await uploadDocument(
      request,
      admin,
      { entity: "service-orders", recordId: other.order._id },
      { name: "theirs.pdf", buffer: pdfBytes() },
    )
  ).json()) as { _id: string };
  await expectApiError(await charge(request, order._id, { value: "10.00", documentId: foreign._id }), 422, { field: "documentId" });
  await expectApiError(await charge(request, order._id, { value: "0" }), 400, { field: "value" });
  await expectApiError(await charge(request, order._id, { value: "12.345" }), 400, { field: "value" });
  await expectApiError(await charge(request, order._id, {}), 400, { field: "value" });
  await expectApiError(await charge(request, order._id, { value: "10.00", date: "2999-01-01" }), 400, { field: "date" });
  await expectApiError(await charge(request, randomUUID(), { value: "10.00" }), 404);
  await expectApiError(await request.get(`${API}/services/orders/${randomUUID()}/charges`, { headers: tokenHeaders(admin) }), 404);
  await expectApiError(await request.post(`${API}/services/orders/${order._id}/charges`, { data: { value: "1.00" } }), 401);
  expect((await ledgerViaApi(request, admin, clientId)).total).toBe(1);
});

test("one invoice is charged once: of six charges (five at once) one debits, the others are 409 naming it", async ({ request }) => {
  const { order, refs } = await newOrder(request);
  const clientId = await ownerOf(request, refs.listingRef);
  const invoice = await uploadInvoice(request, order._id, "Invoice 250.pdf");

  const burst = await Promise.all(
    Array.from({ length: 5 }, () => charge(request, order._id, { value: "250.00", documentId: invoice._id })),
  );
  const once = await charge(request, order._id, { value: "250.00", documentId: invoice._id });
  const answers = [...burst, once];
  const created = answers.filter((response) => response.status() === 201);
  expect(created, (await Promise.all(answers.map((response) => response.text()))).join("\n")).toHaveLength(1);
  const posted = (await created[0]!.json()) as ServiceOrderChargeDto;
  for (const refused of answers.filter((response) => response !== created[0])) {
    const body = await expectApiError(refused, 409, { field: "documentId" });
    expect(body.message).toContain("This invoice is already charged to the owner");
    expect(body.message).toContain(posted._id);
  }
  const ledger = await ledgerViaApi(request, admin, clientId);
  expect(ledger.items.map((entry) => [entry._id, entry.value])).toEqual([[posted._id, "250.00"]]);
  expect(ledger.items[0]!.closingBalance).toBe("-250.00");
});

test("a charge without an invoice: the same Idempotency-Key is the same entry, even five at once", async ({ request }) => {
  const { order, refs } = await newOrder(request);
  const clientId = await ownerOf(request, refs.listingRef);
  const key = `charge-${randomUUID()}`;
  const keyed = (data: unknown, idempotencyKey = key) =>
    request.post(`${API}/services/orders/${order._id}/charges`, {
      headers: { ...tokenHeaders(admin), "Idempotency-Key": idempotencyKey },
      data,
    });

  const burst = await Promise.all(Array.from({ length: 5 }, () => keyed({ value: "75.00", description: "Call-out fee" })));
  const again = await keyed({ value: "75.00", description: "Call-out fee" });
  const answers = [...burst, again];
  const statuses = answers.map((response) => response.status());
  expect(
    statuses.filter((status) => status === 201),
    statuses.join(","),
  ).toHaveLength(1);
  expect(
    statuses.filter((status) => status === 200),
    statuses.join(","),
  ).toHaveLength(5);
  const entries = (await Promise.all(answers.map((response) => response.json()))) as ServiceOrderChargeDto[];
  expect(new Set(entries.map((entry) => entry._id)).size).toBe(1);
  expect(entries[0]).toMatchObject({ value: "75.00", description: "Call-out fee", documentRef: null });

  // The key for another amount is refused; a malformed key is 400; a new key or none is a new charge.
  await expectApiError(await keyed({ value: "80.00" }), 409);
  await expectApiError(await keyed({ value: "75.00" }, "x".repeat(201)), 400);
  expect((await keyed({ value: "75.00" }, `charge-${randomUUID()}`)).status()).toBe(201);
  expect((await charge(request, order._id, { value: "75.00" })).status()).toBe(201);
  const ledger = await ledgerViaApi(request, admin, clientId);
  expect(ledger.total).toBe(3);
  expect(ledger.items.filter((entry) => entry._id === entries[0]!._id)).toHaveLength(1);
});

async function ownerOf(request: APIRequestContext, listingId: string): Promise<string> {
  const listing = (await (await request.get(`${API}/listings/details/${listingId}`, { headers: tokenHeaders(admin) })).json()) as Record<
    string,
    unknown
  >;
  const client = listing.client as string | { _id: string };
  return typeof client === "string" ? client : client._id;
}
