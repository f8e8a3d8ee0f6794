import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { API, createClientViaApi, expectApiError, signInEachTest, tokenHeaders } from "@/tests/support/api";
import {
  auditRowsFor,
  expectConsistentLedger,
  ledgerViaApi,
  listedBalance,
  postTransactionViaApi,
  type TransactionBody,
} from "@/tests/support/accounts";

/**
 * Reversing a ledger entry (POST /accounts/{clientId}/transactions/{id}/reverse)
 * and deleting one with a reason (DELETE …/remove/{id} with `{ reason }`):
 * the linked opposite entry, the original left as it was, exact balances,
 * every refusal with its status and message, and the History's record.
 */
const admin = signInEachTest();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const reversePath = (clientId: string, entryId: string) => `${API}/accounts/${clientId}/transactions/${entryId}/reverse`;
const removePath = (clientId: string, entryId: string) => `${API}/accounts/${clientId}/transactions/remove/${entryId}`;

async function reverse(request: APIRequestContext, clientId: string, entryId: string, reason = "Posted to the wrong owner") {
  const response = await request.post(reversePath(clientId, entryId), { ...admin.auth(), data: { reason } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TransactionBody;
}

/** A client whose ledger holds a back-dated credit of 250.10 and a later debit of 40.00 (balance 210.10). */
async function ledgerWithTwoEntries(request: APIRequestContext) {
  const client = await createClientViaApi(request, admin.token);
  const credit = await postTransactionViaApi(request, admin.token, client._id, {
    value: "250.10",
    type: "check",
    description: "Rent - May",
    date: daysAgo(10),
  });
  const debit = await postTransactionViaApi(request, admin.token, client._id, { column: "debit", value: "40.00", description: "Plumber" });
  return { client, credit, debit };
}

test.describe("POST /accounts/{clientId}/transactions/{transactionId}/reverse", () => {
  test("201: an opposite entry dated now, linked both ways with its reason; the original untouched; the balance back exactly", async ({
    request,
  }) => {
    const { client, credit } = await ledgerWithTwoEntries(request);
    const reversal = await reverse(request, client._id, credit._id, "  Cheque bounced  ");

    expect(reversal).toMatchObject({
      clientRef: client._id,
      column: "debit",
      type: "check",
      value: "250.10",
      description: "Reversal of: Rent - May",
      closingBalance: "-40.00",
      postedBy: "Erin Admin",
      reverses: { _id: credit._id, date: credit.date },
      reversedBy: null,
      reversalReason: "Cheque bounced",
    });
    expect(Math.abs(Date.parse(reversal.date) - Date.now()), "dated now").toBeLessThan(60_000);

    const { items, total } = await ledgerViaApi(request, admin.token, client._id);
    expect(total).toBe(3);
    expect(items[0]!._id, "the newest entry").toBe(reversal._id);
    const original = items.find((entry) => entry._id === credit._id)!;
    // Untouched but for the link to its reversal.
    expect(original).toEqual({ ...credit, reversedBy: { _id: reversal._id, date: reversal.date } });
    expect(expectConsistentLedger(items)).toBe(-4000n);
    expect(await listedBalance(request, admin.token, client.name)).toMatchObject({ accountBalance: "-40.00", entryCount: 3 });
  });

  test("a debit is reversed by a credit", async ({ request }) => {
    const { client, debit } = await ledgerWithTwoEntries(request);
    const reversal = await reverse(request, client._id, debit._id);
    expect(reversal).toMatchObject({ column: "credit", value: "40.00", closingBalance: "250.10" });
  });

  test("two reversals of one entry at once: one is posted, the other is refused (409)", async ({ request }) => {
    const { client, credit } = await ledgerWithTwoEntries(request);
    const answers = await Promise.all(
      [1, 2, 3].map(() => request.post(reversePath(client._id, credit._id), { ...admin.auth(), data: { reason: "Twice by accident" } })),
    );
    expect(answers.map((answer) => answer.status()).sort()).toEqual([201, 409, 409]);
    const { items } = await ledgerViaApi(request, admin.token, client._id);
    expect(items.filter((entry) => entry.reverses?._id === credit._id)).toHaveLength(1);
    expect(expectConsistentLedger(items)).toBe(-4000n);
  });

  test("every refusal: its status and message, and nothing is written", async ({ request }) => {
    const { client, credit, debit } = await ledgerWithTwoEntries(request);
    const other = await createClientViaApi(request, admin.token);
    const reversal = await reverse(request, client._id, debit._id);
    const creditPath = reversePath(client._id, credit._id);
    const cases: {
      name: string;
      path: string;
      body?: unknown;
      raw?: { data: string; contentType?: string };
      status: number;
      message?: string;
    }[] = [
      { name: "no reason", path: creditPath, body: {}, status: 400, message: "Reason is required." },
      { name: "a blank reason", path: creditPath, body: { reason: "   " }, status: 400, message: "Reason is required." },
      { name: "a reason that is not text", path: creditPath, body: { reason: 42 }, status: 400 },
      {
        name: "a reason over 500 characters",
        path: creditPath,
        body: { reason: "x".repeat(501) },
        status: 400,
        message: "Reason must be at most 500 characters.",
      },
      { name: "malformed JSON", path: creditPath, raw: { data: "{", contentType: "application/json" }, status: 400 },
      { name: "a body that is not JSON", path: creditPath, raw: { data: "reason=x", contentType: "text/plain" }, status: 415 },
      { name: "an unknown entry", path: reversePath(client._id, randomUUID()), body: { reason: "x" }, status: 404 },
      { name: "another client's entry", path: reversePath(other._id, credit._id), body: { reason: "x" }, status: 404 },
      { name: "an unknown client", path: reversePath(randomUUID(), credit._id), body: { reason: "x" }, status: 404 },
      { name: "a malformed id", path: reversePath(client._id, "not-a-uuid"), body: { reason: "x" }, status: 404 },
      {
        name: "an entry reversed already",
        path: reversePath(client._id, debit._id),
        body: { reason: "again" },
        status: 409,
        message: "This transaction has already been reversed.",
      },
      {
        name: "a reversal",
        path: reversePath(client._id, reversal._id),
        body: { reason: "undo the undo" },
        status: 422,
        message: "A reversal cannot be reversed. Delete it, or post a new transaction.",
      },
    ];
    const before = await ledgerViaApi(request, admin.token, client._id);
    for (const item of cases) {
      const response = item.raw
        ? await request.post(item.path, {
            headers: { ...tokenHeaders(admin.token), ...(item.raw.contentType ? { "Content-Type": item.raw.contentType } : {}) },
            data: item.raw.data,
          })
        : await request.post(item.path, { ...admin.auth(), data: item.body });
      await test.step(item.name, async () => {
        await expectApiError(response, item.status, item.message ? { message: item.message } : {});
      });
    }
    expect(await ledgerViaApi(request, admin.token, client._id), "nothing written").toEqual(before);
  });

  test("GET and other verbs are 405", async ({ request }) => {
    const { client, credit } = await ledgerWithTwoEntries(request);
    const response = await request.get(reversePath(client._id, credit._id), admin.auth());
    await expectApiError(response, 405);
    expect(response.headers()["allow"]).toBe("POST");
  });
});

test.describe("DELETE /accounts/{clientId}/transactions/remove/{transactionId} with a reason", () => {
  test("the reason goes to the audit row; without a body the spec's call still works", async ({ request }) => {
    const { client, credit, debit } = await ledgerWithTwoEntries(request);
    const withReason = await request.delete(removePath(client._id, credit._id), {
      ...admin.auth(),
      data: { reason: "Duplicate of the May cheque" },
    });
    expect(withReason.status(), await withReason.text()).toBe(200);
    expect(await withReason.json()).toEqual({ message: "Transaction removed.", accountBalance: "-40.00" });
    const bare = await request.delete(removePath(client._id, debit._id), admin.auth());
    expect(bare.status(), await bare.text()).toBe(200);

    const deletions = (await auditRowsFor([client._id])).filter((row) => row.action === "delete-entry");
    expect(deletions.map((row) => [row.changes.entryId, row.changes.reason])).toEqual([
      [credit._id, "Duplicate of the May cheque"],
      [debit._id, null],
    ]);
  });

  test("every refusal: its status and message, and nothing is removed", async ({ request }) => {
    const { client, credit, debit } = await ledgerWithTwoEntries(request);
    await reverse(request, client._id, debit._id);
    const creditPath = removePath(client._id, credit._id);
    const cases: { name: string; path: string; data?: unknown; headers?: Record<string, string>; status: number; message?: string }[] = [
      { name: "a body without a reason", path: creditPath, data: {}, status: 400, message: "Reason is required." },
      { name: "a blank reason", path: creditPath, data: { reason: "" }, status: 400, message: "Reason is required." },
      {
        name: "a reason over 500 characters",
        path: creditPath,
        data: { reason: "y".repeat(501) },
        status: 400,
        message: "Reason must be at most 500 characters.",
      },
      { name: "a body that is not JSON", path: creditPath, data: "reason=typo", headers: { "Content-Type": "text/plain" }, status: 415 },
      {
        name: "an entry that has a reversal",
        path: removePath(client._id, debit._id),
        data: { reason: "tidy up" },
        status: 409,
        message: "This transaction has been reversed. Delete its reversal first.",
      },
      { name: "an unknown entry", path: removePath(client._id, randomUUID()), data: { reason: "x" }, status: 404 },
    ];
    const before = await ledgerViaApi(request, admin.token, client._id);
    for (const item of cases) {
      const response = await request.delete(item.path, { headers: { ...tokenHeaders(admin.token), ...item.headers }, data: item.data });
      await test.step(item.name, async () => {
        await expectApiError(response, item.status, item.message ? { message: item.message } : {});
      });
    }
    expect(await ledgerViaApi(request, admin.token, client._id), "nothing removed").toEqual(before);
  });

  test("deleting a reversal leaves its original as it was, and it can then be reversed again", async ({ request }) => {
    const { client, credit } = await ledgerWithTwoEntries(request);
    const first = await reverse(request, client._id, credit._id);
    const removed = await request.delete(removePath(client._id, first._id), {
      ...admin.auth(),
      data: { reason: "Reversed the wrong entry" },
    });
    expect(removed.status(), await removed.text()).toBe(200);
    expect(await removed.json()).toMatchObject({ accountBalance: "210.10" });
    const { items } = await ledgerViaApi(request, admin.token, client._id);
    expect(items.find((entry) => entry._id === credit._id)).toEqual(credit);
    const second = await reverse(request, client._id, credit._id);
    expect(second.closingBalance).toBe("-40.00");
  });

  test("the account's History tells the reversal and the deletion with their reasons", async ({ request }) => {
    const { client, credit, debit } = await ledgerWithTwoEntries(request);
    await reverse(request, client._id, credit._id, "Cheque bounced");
    expect(
      (await request.delete(removePath(client._id, debit._id), { ...admin.auth(), data: { reason: "Invoice withdrawn" } })).status(),
    ).toBe(200);
    const response = await request.get(`${API}/history/accounts/${client._id}`, admin.auth());
    expect(response.status(), await response.text()).toBe(200);
    const events = (await response.json()) as { changes: { field: string; label: string; to: string | null }[] }[];
    const changes = events.flatMap((event) => event.changes.map((change) => `${change.field} (${change.label}): ${change.to}`));
    expect(changes).toEqual(
      expect.arrayContaining([
        "ledger (Ledger): reversed entry Credit $250.10 by Check 'Rent - May'",
        "reason (Reason): Cheque bounced",
        "ledger (Ledger): deleted entry Debit $40.00 by Wire 'Plumber'",
        "reason (Reason): Invoice withdrawn",
      ]),
    );
  });

  test("closing the account removes reversal pairs with the rest", async ({ request }) => {
    const { client, credit } = await ledgerWithTwoEntries(request);
    await reverse(request, client._id, credit._id);
    const closed = await request.delete(`${API}/accounts/remove/${client._id}`, admin.auth());
    expect(closed.status(), await closed.text()).toBe(200);
    expect((await ledgerViaApi(request, admin.token, client._id)).total).toBe(0);
  });
});
