import { expect, test, type APIRequestContext } from "@playwright/test";
import { API, apiLogin, createClientViaApi, expectApiError, tokenHeaders } from "@/tests/support/api";
import { postTransactionViaApi } from "@/tests/support/accounts";
import { pdfText } from "@/tests/support/pdf-text";
import { withTestDatabase } from "@/tests/support/test-database";
import { E2E_PORTS } from "@/tests/support/e2e-servers";
import { agencyInstant, agencyToday, createListingFor, insertReminder } from "@/tests/support/reminders";
import { SINK_WAIT_MS, SmtpSink, type ReceivedMail } from "@/tests/support/smtp-sink";
import { createThrowawayUser, type ThrowawayUser } from "./support/throwaway-user";

/**
 * Mail end to end (issue 29 §2, §3.3): the test digest goes through the
 * Outbox and a mail.send job to a real SMTP server this file starts on the
 * port the PostgreSQL servers send to; what arrives is read back as MIME.
 * Then the Outbox API (admin only, paged, filtered, raw, Send again), the
 * person's settings and the one-click unsubscribe.
 */
test.describe.configure({ mode: "serial" });

interface OutboxRow {
  _id: string;
  kind: string;
  status: string;
  to: { name: string; address: string };
  subject: string;
  attempts: number;
  lastError: string | null;
  related: { type: string; _id: string } | null;
}
interface OutboxDetail extends OutboxRow {
  messageId: string;
  html: string;
  text: string;
  attachments: unknown[];
}

let sink: SmtpSink;
let admin: string;

test.beforeAll(async ({ request }, testInfo) => {
  testInfo.setTimeout(SINK_WAIT_MS + 30_000); // another file may hold the sink's port (tests/support/smtp-sink.ts)
  sink = await SmtpSink.start(E2E_PORTS.smtp);
  admin = await apiLogin(request, "admin");
});
test.afterAll(async () => {
  await sink?.close();
});

async function signIn(request: APIRequestContext, user: ThrowawayUser): Promise<string> {
  const response = await request.post(`${API}/auth/admin/login`, { data: { email: user.email, password: user.password } });
  expect(response.status()).toBe(200);
  return (await response.json()).authToken;
}

async function outboxMessage(request: APIRequestContext, id: string): Promise<OutboxDetail> {
  const response = await request.get(`${API}/outbox/${id}`, { headers: tokenHeaders(admin) });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

async function waitForStatus(request: APIRequestContext, id: string, status: string): Promise<OutboxDetail> {
  let message: OutboxDetail | undefined;
  await expect
    .poll(async () => (message = await outboxMessage(request, id)).status, { timeout: 20_000, message: `message ${id} becomes ${status}` })
    .toBe(status);
  return message!;
}

/** The states of the mail.send jobs for one Outbox message, in order of creation. */
const sendJobStates = (id: string) =>
  withTestDatabase(async (client) => {
    const { rows } = await client.query<{ state: string }>(
      `SELECT state FROM pgboss.job WHERE name = 'mail.send' AND data->>'messageId' = $1 ORDER BY created_on`,
      [id],
    );
    return rows.map((row) => row.state).join(",");
  });

const headerLine = (mail: ReceivedMail, name: string) =>
  mail.parsed.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/\r?\n\s+/g, " ");

test.describe("the test digest, sent", () => {
  let person: ThrowawayUser;
  let token: string;
  let messageId: string;
  let mail: ReceivedMail;

  test.beforeAll(async ({ request }) => {
    // A name that tries header injection, a reminder whose name is markup.
    person = await createThrowawayUser({ firstName: 'Ana "Q" <ana>', lastName: "Eve\r\nBcc: victim@example.test" });
    token = await signIn(request, person);
    const listing = await createListingFor(request, admin, person.id, { propertyName: "Casa <i>Sol</i> & Mar" });
    await insertReminder({
      listingId: listing._id,
      specialistId: person.id,
      dueAt: agencyInstant(agencyToday(), 23, 45),
      name: '<b>Roof & "gutters"</b>',
    });
  });

  test("POST /users/me/digest answers 202 with the Outbox id, and the message arrives once", async ({ request }) => {
    const response = await request.post(`${API}/users/me/digest`, { headers: tokenHeaders(token) });
    expect(response.status(), await response.text()).toBe(202);
    messageId = (await response.json()).messageId;
    expect(messageId).toMatch(/^[0-9a-f-]{36}$/);

    const sent = await waitForStatus(request, messageId, "sent");
    expect(sent).toMatchObject({
      kind: "digest",
      attempts: 1,
      lastError: null,
      related: { type: "users", _id: person.id },
      attachments: [],
    });
    mail = await sink.waitFor((candidate) => candidate.parsed.messageId === sent.messageId);
    // Every mail.send job for this message has finished (a second job or a retry would still be queued or running);
    // the sink keeps a message before it answers 250, so whatever those jobs sent is in sink.received by now.
    await expect
      .poll(() => sendJobStates(messageId), { timeout: 20_000, message: "the message's one mail.send job completes" })
      .toBe("completed");
    expect(sink.received.filter((candidate) => candidate.parsed.messageId === sent.messageId)).toHaveLength(1);
    expect(mail.rcptTo).toEqual([person.email]);
  });

  test("what arrived: addresses through the address handling, no injected header, both parts, escaped HTML", async () => {
    const { parsed } = mail;
    expect(parsed.from?.value).toEqual([{ name: "Blue Horizon Realty", address: "office@bluehorizon.test" }]);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value : []).toEqual([
      { name: 'Ana "Q" <ana> Eve Bcc: victim@example.test', address: person.email },
    ]);
    expect(parsed.bcc).toBeUndefined();
    expect(parsed.headers.has("bcc")).toBe(false);
    expect(mail.rcptTo).not.toContain("victim@example.test");
    expect(parsed.subject).toMatch(/^Test: Your day, .+: 1 reminder today/);

    expect(parsed.text).toContain('<b>Roof & "gutters"</b>');
    expect(parsed.text).toContain("Casa <i>Sol</i> & Mar");
    expect(parsed.text).toMatch(/\/reminders\/view\/[0-9a-f-]{36}/);
    const html = String(parsed.html);
    expect(html).toContain("&lt;b&gt;Roof &amp; &quot;gutters&quot;&lt;/b&gt;");
    expect(html).toContain("Casa &lt;i&gt;Sol&lt;/i&gt; &amp; Mar");
    expect(html).not.toContain("<b>Roof");
    expect(html).toContain("Blue Horizon Realty");
    expect(html).toMatch(/href="http:\/\/localhost:\d+\/reminders\/view\/[0-9a-f-]{36}"/);

    expect(headerLine(mail, "List-Unsubscribe")).toMatch(
      new RegExp(`^List-Unsubscribe: <http://localhost:\\d+/api/v1/notifications/unsubscribe/${person.id}\\.[\\w-]{43}>$`),
    );
    expect(headerLine(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  test("GET /outbox/{id}/raw is the exact MIME that arrived", async ({ request }) => {
    const response = await request.get(`${API}/outbox/${messageId}/raw`, { headers: tokenHeaders(admin) });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("message/rfc822");
    expect(response.headers()["content-disposition"]).toBe(
      `attachment; filename="message-${messageId}.eml"; filename*=UTF-8''message-${messageId}.eml`,
    );
    expect((await response.body()).toString("utf8").trimEnd()).toBe(mail.raw.toString("utf8").trimEnd());
  });

  test("the one-click unsubscribe: GET shows the page, POST turns the digest off without signing in", async ({ request, playwright }) => {
    const url = new URL(/<(.+)>/.exec(headerLine(mail, "List-Unsubscribe")!)![1]!);
    const anonymous = await playwright.request.newContext({ baseURL: `${url.protocol}//${url.host}` });
    try {
      const shown = await anonymous.get(url.pathname, { maxRedirects: 0 });
      expect(shown.status()).toBe(303);
      expect(shown.headers()["location"]).toBe(`/unsubscribe/${url.pathname.split("/").pop()}`);
      const page = await anonymous.get(shown.headers()["location"]!);
      expect(page.status()).toBe(200);
      expect(await page.text()).toContain("Stop the daily digest?");
      expect((await (await request.get(`${API}/users/me/notifications`, { headers: tokenHeaders(token) })).json()).digest).toBe(true);

      await expectApiError(await anonymous.post(`${url.pathname.slice(0, -3)}AAA`, { form: { "List-Unsubscribe": "One-Click" } }), 404);
      for (let time = 0; time < 2; time++) {
        const done = await anonymous.post(url.pathname, { form: { "List-Unsubscribe": "One-Click" } });
        expect(done.status()).toBe(200);
        expect(await done.json()).toEqual({ digest: false });
      }
      const settings = await request.get(`${API}/users/me/notifications`, { headers: tokenHeaders(token) });
      expect(await settings.json()).toEqual({ digest: false, digestHour: 7 });
    } finally {
      await anonymous.dispose();
    }
  });
});

test.describe("a message the server refuses", () => {
  test("fails with the server's answer after one try, and Send again (admins only) delivers it once", async ({ request }) => {
    const person = await createThrowawayUser();
    sink.refused.add(person.email);
    const token = await signIn(request, person);
    const { messageId } = await (await request.post(`${API}/users/me/digest`, { headers: tokenHeaders(token) })).json();
    const failed = await waitForStatus(request, messageId, "failed");
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/^550 .*No such user here/);

    const specialist = await apiLogin(request, "specialist");
    await expectApiError(await request.post(`${API}/outbox/${messageId}/retry`, { headers: tokenHeaders(specialist) }), 403);
    sink.refused.delete(person.email);
    const retried = await request.post(`${API}/outbox/${messageId}/retry`, { headers: tokenHeaders(admin) });
    expect(retried.status()).toBe(202);
    expect(await retried.json()).toEqual({ messageId });
    const sent = await waitForStatus(request, messageId, "sent");
    expect(sent.attempts).toBe(2);
    await expectApiError(await request.post(`${API}/outbox/${messageId}/retry`, { headers: tokenHeaders(admin) }), 409, {
      message: "Only a failed message can be sent again.",
    });
    expect(sink.received.filter((mail) => mail.parsed.messageId === sent.messageId)).toHaveLength(1);
  });
});

test.describe("GET /outbox", () => {
  test("401 without a session; a specialist reads only the messages they caused, never the raw MIME (issue 44)", async ({ request }) => {
    await expectApiError(await request.get(`${API}/outbox`), 401);
    const specialist = await apiLogin(request, "specialist");
    const { userInfo } = await (await request.get(`${API}/auth/session`, { headers: tokenHeaders(specialist) })).json();
    const listed = await request.get(`${API}/outbox?limit=100`, { headers: tokenHeaders(specialist) });
    expect(listed.status()).toBe(200);
    for (const row of (await listed.json()) as { createdBy: { _id: string } | null }[]) expect(row.createdBy?._id).toBe(userInfo._id);
    await expectApiError(await request.get(`${API}/outbox/${crypto.randomUUID()}`, { headers: tokenHeaders(specialist) }), 404);
    await expectApiError(await request.get(`${API}/outbox/${crypto.randomUUID()}/raw`, { headers: tokenHeaders(specialist) }), 403);
  });

  test("pages newest first with X-Total-Count, filters by kind and status", async ({ request }) => {
    const get = (query: string) => request.get(`${API}/outbox?${query}`, { headers: tokenHeaders(admin) });
    const all = await get("limit=1");
    expect(all.status()).toBe(200);
    const total = Number(all.headers()["x-total-count"]);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(await all.json()).toHaveLength(1);
    const page = (await (await get("limit=100")).json()) as (OutboxRow & { createdAt: string })[];
    expect(page.map((row) => row.createdAt)).toEqual([...page.map((row) => row.createdAt)].sort().reverse());
    expect(page[0]).not.toHaveProperty("html");

    const sent = await get("status=sent&kind=digest&limit=100");
    expect(((await sent.json()) as OutboxRow[]).every((row) => row.status === "sent" && row.kind === "digest")).toBe(true);
    const none = await get("status=captured");
    expect(none.headers()["x-total-count"]).toBe("0");
  });

  test("refuses a bad query with 400 naming the parameter", async ({ request }) => {
    const get = (query: string) => request.get(`${API}/outbox?${query}`, { headers: tokenHeaders(admin) });
    await expectApiError(await get("status=lost"), 400, {
      field: "status",
      message: "status must be one of: captured, queued, sending, sent, failed.",
    });
    await expectApiError(await get("kind=spam"), 400, { field: "kind" });
    await expectApiError(await get("limit=101"), 400, { field: "limit", message: "limit cannot be more than 100." });
    await expectApiError(await get("skip=-1"), 400, { field: "skip" });
  });

  test("answers 404 for an id that names no message, and 405 for other verbs", async ({ request }) => {
    for (const path of ["/outbox/not-an-id", `/outbox/${crypto.randomUUID()}`, `/outbox/${crypto.randomUUID()}/raw`]) {
      await expectApiError(await request.get(`${API}${path}`, { headers: tokenHeaders(admin) }), 404);
    }
    await expectApiError(await request.post(`${API}/outbox/${crypto.randomUUID()}/retry`, { headers: tokenHeaders(admin) }), 404);
    await expectApiError(await request.delete(`${API}/outbox`, { headers: tokenHeaders(admin) }), 405);
    await expectApiError(await request.get(`${API}/outbox/${crypto.randomUUID()}/retry`, { headers: tokenHeaders(admin) }), 405);
  });
});

test.describe("GET/PUT /users/me/notifications", () => {
  test("answers the role's defaults, then what was saved", async ({ request }) => {
    const person = await createThrowawayUser();
    const token = await signIn(request, person);
    const url = `${API}/users/me/notifications`;
    expect(await (await request.get(url, { headers: tokenHeaders(token) })).json()).toEqual({ digest: true, digestHour: 7 });
    const adminSettings = await (await request.get(url, { headers: tokenHeaders(admin) })).json();
    expect(typeof adminSettings.digest).toBe("boolean");

    const saved = await request.put(url, { headers: tokenHeaders(token), data: { digest: true, digestHour: 17 } });
    expect(saved.status()).toBe(200);
    expect(await saved.json()).toEqual({ digest: true, digestHour: 17 });
    expect(await (await request.get(url, { headers: tokenHeaders(token) })).json()).toEqual({ digest: true, digestHour: 17 });
  });

  test("refuses what is not a whole hour or not a yes/no, and needs a session", async ({ request }) => {
    const token = await apiLogin(request, "specialist");
    const url = `${API}/users/me/notifications`;
    const put = (data: unknown) => request.put(url, { headers: tokenHeaders(token), data: data as Record<string, unknown> });
    for (const [data, field] of [
      [{ digest: true, digestHour: 24 }, "digestHour"],
      [{ digest: true, digestHour: -1 }, "digestHour"],
      [{ digest: true, digestHour: 7.5 }, "digestHour"],
      [{ digest: true, digestHour: "7" }, "digestHour"],
      [{ digest: true }, "digestHour"],
      [{ digest: "yes", digestHour: 7 }, "digest"],
      [{ digestHour: 7 }, "digest"],
    ] as const) {
      await expectApiError(await put(data), 400, { field });
    }
    await expectApiError(
      await request.put(url, { headers: { ...tokenHeaders(token), "content-type": "text/plain" }, data: "digest" }),
      415,
    );
    await expectApiError(await request.get(url), 401);
    await expectApiError(await request.post(`${API}/users/me/digest`), 401);
    await expectApiError(await request.post(url, { headers: tokenHeaders(token) }), 405);
    await expectApiError(await request.get(`${API}/users/me/digest`, { headers: tokenHeaders(token) }), 405);
  });
});

test.describe("POST /jobs/tick", () => {
  test("runs what is due for the holder of JOBS_TICK_SECRET, and nobody else", async ({ request }) => {
    const { E2E_TICK_SECRET } = await import("@/tests/support/e2e-servers");
    await expectApiError(await request.post(`${API}/jobs/tick`), 401);
    await expectApiError(await request.post(`${API}/jobs/tick`, { headers: { authorization: "Bearer wrong" } }), 401);
    await expectApiError(await request.post(`${API}/jobs/tick`, { headers: { authorization: `Bearer ${E2E_TICK_SECRET}x` } }), 401);
    await expectApiError(await request.put(`${API}/jobs/tick`, { headers: { authorization: `Bearer ${E2E_TICK_SECRET}` } }), 405);
    for (const send of [request.post.bind(request), request.get.bind(request)]) {
      const response = await send(`${API}/jobs/tick`, { headers: { authorization: `Bearer ${E2E_TICK_SECRET}` } });
      expect(response.status(), await response.text()).toBe(200);
      expect(Object.keys(await response.json()).sort()).toEqual(["completed", "failed", "more", "scheduled"]);
    }
  });
});

test.describe("owner statements by e-mail (issue 29 §3.1)", () => {
  // A ledger the test sums on its own: 1,000.00 brought forward into March 2001, three entries in it.
  const MARCH = { from: "2001-03-01", to: "2001-03-31" };
  let owner: { _id: string; name: string; contactEmailAddress: string };

  test.beforeAll(async ({ request }) => {
    owner = (await createClientViaApi(request, admin, {
      name: `Statement Owner ${Date.now().toString(36)}`,
      contactFirstName: "Marie",
      contactLastName: "Joseph",
    })) as typeof owner;
    await postTransactionViaApi(request, admin, owner._id, { value: "1000.00", description: "Float", date: "2001-02-10T15:00:00Z" });
    await postTransactionViaApi(request, admin, owner._id, { value: "2450.00", description: "Rent March", date: "2001-03-03T15:00:00Z" });
    await postTransactionViaApi(request, admin, owner._id, {
      column: "debit",
      value: "312.75",
      description: "Plumber, kitchen",
      type: "check",
      date: "2001-03-12T15:00:00Z",
    });
    await postTransactionViaApi(request, admin, owner._id, {
      column: "debit",
      value: "245.00",
      description: "Management fee",
      date: "2001-03-31T15:00:00Z",
    });
  });

  const statementMails = () => sink.to(owner.contactEmailAddress).filter((mail) => mail.parsed.subject?.startsWith("Owner statement"));

  /** The PDF's text lines and the CSV of a statement e-mail, each checked against the ledger above. */
  async function expectStatementAttachments(mail: ReceivedMail) {
    const [pdf, csv] = mail.parsed.attachments;
    expect(pdf?.contentType).toBe("application/pdf");
    expect(pdf?.filename).toMatch(/^statement-statement-owner-[a-z0-9-]+-2001-03-01-to-2001-03-31\.pdf$/);
    const text = (await pdfText(pdf!.content)).join("\n");
    for (const line of [
      "Blue Horizon Realty",
      "OWNER STATEMENT",
      owner.name,
      "Attn: Marie Joseph",
      "Period March 1, 2001 to March 31, 2001 · Amounts in US dollars",
      "Balance brought forward $1,000.00",
      "Wire Rent March $2,450.00 $3,450.00",
      "Check Plumber, kitchen $312.75 $3,137.25",
      "Wire Management fee $245.00 $2,892.25",
      "Closing balance $2,450.00 $557.75 $2,892.25",
    ]) {
      expect(text).toContain(line);
    }
    expect(csv?.contentType).toMatch(/^text\/csv/);
    const rows = csv!.content
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(rows).toContain("2001-03-01,,Balance brought forward,,,1000.00");
    expect(rows).toContain("2001-03-31,,Closing balance,2450.00,557.75,2892.25");
  }

  test("GET ?format=pdf downloads the statement as a PDF whose text is the ledger's", async ({ request }) => {
    const response = await request.get(`${API}/accounts/${owner._id}/statement`, {
      headers: tokenHeaders(admin),
      params: { ...MARCH, format: "pdf" },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toMatch(
      /^attachment; filename="(statement-[a-z0-9-]+-2001-03-01-to-2001-03-31\.pdf)"; filename\*=UTF-8''\1$/,
    );
    const text = (await pdfText(await response.body())).join("\n");
    expect(text).toContain("Check Plumber, kitchen $312.75 $3,137.25");
    expect(text).toContain("Closing balance $2,450.00 $557.75 $2,892.25");
  });

  test("POST /statement/email → 202 { messageId }: PDF and CSV attached, to the contact e-mail, in the account's History", async ({
    request,
  }) => {
    const response = await request.post(`${API}/accounts/${owner._id}/statement/email`, { headers: tokenHeaders(admin), data: MARCH });
    expect(response.status(), await response.text()).toBe(202);
    const { messageId } = await response.json();
    const message = await waitForStatus(request, messageId, "sent");
    expect(message).toMatchObject({
      kind: "statement",
      to: { address: owner.contactEmailAddress },
      related: { type: "accounts", _id: owner._id },
    });
    expect(message.attachments).toEqual([
      expect.objectContaining({ contentType: "application/pdf" }),
      expect.objectContaining({ contentType: "text/csv; charset=utf-8" }),
    ]);
    const mail = await sink.waitFor((received) => received.parsed.messageId === message.messageId);
    expect(mail.parsed.subject).toBe(`Owner statement March 2001 · ${owner.name}`);
    expect(mail.parsed.text).toContain("Closing balance: $2,892.25");
    await expectStatementAttachments(mail);

    const history = await request.get(`${API}/history/accounts/${owner._id}`, { headers: tokenHeaders(admin) });
    expect(history.status(), await history.text()).toBe(200);
    expect(JSON.stringify(await history.json())).toContain(`e-mailed to ${owner.contactEmailAddress} for 2001-03-01 to 2001-03-31`);
  });

  test("a client without a valid e-mail: 422, and nothing written", async ({ request }) => {
    // The form requires an address; one from before that rule (or an import) may not be one.
    const client = await createClientViaApi(request, admin);
    await postTransactionViaApi(request, admin, client._id, { value: "10.00" });
    await withTestDatabase((db) =>
      db.query("UPDATE clients SET contact_email_address = 'owner at example' WHERE id = $1::uuid", [client._id]),
    );
    await expectApiError(
      await request.post(`${API}/accounts/${client._id}/statement/email`, { headers: tokenHeaders(admin), data: {} }),
      422,
      {
        message: "This client has no valid contact e-mail address: add one on the client's page first.",
      },
    );
    expect(await statementRows(client._id)).toEqual({ outbox: 0, audit: 0, sends: 0 });
  });

  for (const [name, body, field] of [
    ["only from", { from: "2001-03-01" }, "to"],
    ["from after to", { from: "2001-03-02", to: "2001-03-01" }, "to"],
  ] as const) {
    test(`POST /statement/email 400 – ${name}`, async ({ request }) => {
      await expectApiError(
        await request.post(`${API}/accounts/${owner._id}/statement/email`, { headers: tokenHeaders(admin), data: body }),
        400,
        {
          field,
        },
      );
    });
  }

  test("POST /statements/send: once per owner and month, however often asked; resend: true sends again", async ({ request }) => {
    const send = (data: Record<string, unknown>, token = admin) =>
      request.post(`${API}/statements/send`, { headers: tokenHeaders(token), data });
    // Two at once and one after: the database's key lets one of them queue the owner.
    const answers = await Promise.all([send({ month: "2001-03" }), send({ month: "2001-03" })]);
    for (const answer of answers) expect(answer.status(), await answer.text()).toBe(202);
    // The month's statement arrives (the one before it was sent on request).
    await expect.poll(() => statementMails().length, { timeout: 20_000 }).toBe(2);
    await expectStatementAttachments(statementMails()[1]!);
    expect((await send({ month: "2001-03" })).status()).toBe(202);
    await expect.poll(async () => (await statementRows(owner._id)).sends).toBe(1);
    await expect.poll(async () => (await statementRows(owner._id)).outbox).toBe(2); // the one above, and the month's
    expect(await sendRound(owner._id, "2001-03")).toEqual({ round: 1, outcome: "sent" });

    const again = await send({ month: "2001-03", resend: true });
    expect(again.status()).toBe(202);
    expect((await again.json()).queued).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await statementRows(owner._id)).outbox, { timeout: 20_000 }).toBe(3);
    await expect.poll(async () => sendRound(owner._id, "2001-03"), { timeout: 20_000 }).toEqual({ round: 2, outcome: "sent" });
  });

  test("POST /statements/send: admins only; bad months are 400", async ({ request }) => {
    const specialist = await apiLogin(request, "specialist");
    await expectApiError(
      await request.post(`${API}/statements/send`, { headers: tokenHeaders(specialist), data: { month: "2001-03" } }),
      403,
    );
    for (const [data, message] of [
      [{}, "month is required, like 2026-02."],
      [{ month: "2001-13" }, "month must be a month like 2026-02."],
      [{ month: "1999-12" }, "month cannot be before 2000-01."],
      [{ month: "2999-01" }, "month cannot be after this month."],
      [{ month: "2001-03", resend: "yes" }, "resend must be true or false."],
    ] as const) {
      await expectApiError(await request.post(`${API}/statements/send`, { headers: tokenHeaders(admin), data }), 400, { message });
    }
  });
});

/** What a statement left in the database for one client: Outbox messages, History lines, statement_sends rows. */
async function statementRows(clientId: string): Promise<{ outbox: number; audit: number; sends: number }> {
  return withTestDatabase(async (client) => {
    const { rows } = await client.query<{ outbox: number; audit: number; sends: number }>(
      `SELECT (SELECT count(*)::int FROM outbox_messages WHERE related_id = $1::uuid AND kind = 'statement') AS outbox,
              (SELECT count(*)::int FROM audit_log WHERE entity_id = $1::uuid AND action = 'email-statement') AS audit,
              (SELECT count(*)::int FROM statement_sends WHERE client_id = $1::uuid) AS sends`,
      [clientId],
    );
    return rows[0]!;
  });
}

async function sendRound(clientId: string, month: string) {
  return withTestDatabase(async (client) => {
    const { rows } = await client.query<{ round: number; outcome: string | null }>(
      "SELECT round, outcome FROM statement_sends WHERE client_id = $1::uuid AND month = $2",
      [clientId, month],
    );
    return rows[0] ?? null;
  });
}
