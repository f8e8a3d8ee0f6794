import { expect, test } from "@playwright/test";
import ICAL from "ical.js";
import { API, apiLogin, expectApiError, tokenHeaders } from "@/tests/support/api";
import { E2E_PORTS } from "@/tests/support/e2e-servers";
import { NEW_DUE_NOT_LATER_MESSAGE, WORK_ORDER_PAST_DUE_MESSAGE } from "@/lib/schemas/service-order";
import { createOrderViaApi, dueInDays, orderRefs, setOrderDueAt, setOrderStatusViaApi, auditTrail } from "@/tests/support/orders";
import { AGENCY_TIME_ZONE } from "@/tests/support/reminders";
import { SINK_WAIT_MS, SmtpSink } from "@/tests/support/smtp-sink";
import { createUserViaApi, loginAs } from "@/tests/support/users";
import { withTestDatabase } from "@/tests/support/test-database";

/**
 * Work orders to providers (issue 29 §3.2): POST /services/orders/{id}/send
 * e-mails an approved order to its provider through the Outbox; what arrives
 * at a real SMTP server is read back as MIME, and its .ics is parsed with
 * ical.js and compared with the same order's event in the calendar feed.
 */
test.describe.configure({ mode: "serial" });

let sink: SmtpSink;
let admin: string;

test.beforeAll(async ({ request }, testInfo) => {
  testInfo.setTimeout(SINK_WAIT_MS + 30_000); // another spec may hold the sink's port
  sink = await SmtpSink.start(E2E_PORTS.smtp);
  admin = await apiLogin(request, "admin");
});
test.afterAll(async () => {
  await sink?.close();
});

const send = (request: import("@playwright/test").APIRequestContext, id: string, token = admin) =>
  request.post(`${API}/services/orders/${id}/send`, { headers: tokenHeaders(token) });

/** The VEVENT's properties that make it the same event (DTSTAMP is when the file was written). */
function eventOf(ics: string, uid: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getAllSubcomponents("vevent").find((candidate) => candidate.getFirstPropertyValue("uid") === uid);
  expect(vevent, `a VEVENT ${uid}`).toBeTruthy();
  const start = vevent!.getFirstProperty("dtstart")!;
  return {
    calendar,
    event: {
      uid,
      summary: vevent!.getFirstPropertyValue("summary"),
      description: vevent!.getFirstPropertyValue("description"),
      url: vevent!.getFirstPropertyValue("url"),
      tzid: start.getParameter("tzid"),
      start: (vevent!.getFirstPropertyValue("dtstart") as ICAL.Time).toString(),
      end: (vevent!.getFirstPropertyValue("dtend") as ICAL.Time).toString(),
      alarms: vevent!.getAllSubcomponents("valarm").length,
    },
  };
}

test("an approved order goes to its provider: the order's facts in both parts, and the feed's own event as .ics", async ({ request }) => {
  const refs = await orderRefs(request, admin);
  const order = await createOrderViaApi(request, admin, refs, {
    details: "Replace the <b>pool</b> pump & filter.",
    notes: "Key with the caretaker, Mrs. Joseph.",
  });
  await setOrderStatusViaApi(request, admin, order._id, "APPROVED");

  const sent = await send(request, order._id);
  expect(sent.status(), await sent.text()).toBe(202);
  const { messageId, captured } = (await sent.json()) as { messageId: string; captured: boolean };
  expect(messageId).toMatch(/^[0-9a-f-]{36}$/);
  expect(captured).toBe(false); // a mail server is set up: the toast says it was e-mailed (issue 44)

  const address = String(refs.provider.contactEmailAddress);
  const mail = await sink.waitFor((received) => received.rcptTo.includes(address), 30_000);
  const { parsed } = mail;
  const listing = { propertyName: refs.listing.propertyName, location: String(refs.listing.location) };
  expect(parsed.subject).toBe(`Work order #${order.orderNumber}: ${order.name} — ${listing.propertyName}`);
  expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0] : null).toMatchObject({ address, name: refs.provider.name });

  const dueAt = new Date(order.serviceDueDateTime);
  const day = dueAt.toLocaleDateString("en-US", { timeZone: AGENCY_TIME_ZONE, month: "short", day: "numeric", year: "numeric" });
  const time = dueAt.toLocaleTimeString("en-US", { timeZone: AGENCY_TIME_ZONE, hour: "numeric", minute: "2-digit" });
  for (const part of [parsed.text ?? "", parsed.html || ""]) {
    for (const fact of [
      `Work order #${order.orderNumber}`,
      order.name,
      listing.propertyName,
      listing.location,
      day,
      time,
      "Key with the caretaker, Mrs. Joseph.",
      "Erin Admin",
      "Blue Horizon Realty",
    ]) {
      expect(part, `${fact} in the ${part === parsed.text ? "text" : "HTML"} part`).toContain(fact);
    }
  }
  expect(parsed.text).toContain("Replace the <b>pool</b> pump & filter.");
  expect(parsed.html).toContain("Replace the &lt;b&gt;pool&lt;/b&gt; pump &amp; filter.");

  // The invitation: one VEVENT, the calendar feed's event for this order.
  expect(parsed.attachments).toHaveLength(1);
  const [attachment] = parsed.attachments;
  expect(attachment!.filename).toBe(`work-order-${order.orderNumber}.ics`);
  expect(attachment!.contentType).toBe("text/calendar");
  const uid = `order-${order._id}@agency-console`;
  const invitation = eventOf(attachment!.content.toString("utf8"), uid);
  expect(invitation.calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
  expect(invitation.calendar.getAllSubcomponents("vevent")).toHaveLength(1);
  expect(invitation.calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(AGENCY_TIME_ZONE);
  expect(invitation.event.tzid).toBe(AGENCY_TIME_ZONE);
  const start = ICAL.Time.fromDateTimeString(invitation.event.start);
  start.zone = new ICAL.Timezone(invitation.calendar.getFirstSubcomponent("vtimezone")!);
  expect(start.toJSDate().toISOString()).toBe(dueAt.toISOString());
  expect(invitation.event.alarms).toBe(1);

  // An admin of its own sees every order in their feed: the same event there.
  const { user, password } = await createUserViaApi(request, admin, { role: "admin" });
  const feedMade = await request.post(`${API}/calendar/token`, { headers: tokenHeaders(await loginAs(request, user.email, password)) });
  const feed = await request.get(new URL(((await feedMade.json()) as { url: string }).url).pathname);
  expect(eventOf(await feed.text(), uid).event).toEqual(invitation.event);

  // The Outbox and the order's history say so.
  const outbox = await request.get(`${API}/outbox/${messageId}`, { headers: tokenHeaders(admin) });
  expect(await outbox.json()).toMatchObject({
    kind: "work-order",
    related: { type: "service-orders", _id: order._id },
    // Who caused it: the sender, by id and name.
    createdBy: { _id: expect.any(String), name: "Erin Admin" },
    attachments: [{ filename: `work-order-${order.orderNumber}.ics`, contentType: expect.stringContaining("text/calendar") }],
  });
  expect((await auditTrail(order._id)).map((entry) => entry.action)).toContain("send");
  const history = (await (await request.get(`${API}/history/service-orders/${order._id}`, { headers: tokenHeaders(admin) })).json()) as {
    changes: { field: string; to: string }[];
  }[];
  expect(history[0]!.changes).toEqual([
    { field: "email", label: "E-mail", from: null, to: `work order e-mailed to ${refs.provider.name} <${address}>` },
  ]);
});

test("a provider without a valid address: 422, and nothing is written", async ({ request }) => {
  const refs = await orderRefs(request, admin);
  const order = await createOrderViaApi(request, admin, refs);
  await setOrderStatusViaApi(request, admin, order._id, "APPROVED");
  await withTestDatabase((client) =>
    client.query(`UPDATE service_providers SET contact_email_address = 'not an address' WHERE id = $1`, [refs.provider._id]),
  );
  await expectApiError(await send(request, order._id), 422);
  const written = await withTestDatabase(async (client) => {
    const { rows } = await client.query<{ count: string }>(`SELECT count(*) FROM outbox_messages WHERE related_id = $1`, [order._id]);
    return Number(rows[0]!.count);
  });
  expect(written).toBe(0);
  expect((await auditTrail(order._id)).map((entry) => entry.action)).not.toContain("send");
});

test("only an approved order is sent (409); an unknown order is a 404; any signed-in user may send", async ({ request }) => {
  const refs = await orderRefs(request, admin);
  const order = await createOrderViaApi(request, admin, refs);
  await expectApiError(await send(request, order._id), 409, { message: "Only an approved service order can be e-mailed to its provider." });
  for (const status of ["DECLINED", "COMPLETED"]) {
    await setOrderStatusViaApi(request, admin, order._id, status);
    await expectApiError(await send(request, order._id), 409);
  }
  await expectApiError(await send(request, "00000000-0000-4000-8000-00000000beef"), 404);
  await expectApiError(await send(request, "not-an-id"), 404);
  await setOrderStatusViaApi(request, admin, order._id, "APPROVED");
  const asSpecialist = await send(request, order._id, await apiLogin(request, "specialist"));
  expect(asSpecialist.status(), await asSpecialist.text()).toBe(202);
});

test("a past-due order asks for a new due time first; the order and the invitation carry it (issue 44)", async ({ request }) => {
  const refs = await orderRefs(request, admin);
  const order = await createOrderViaApi(request, admin, refs);
  await setOrderStatusViaApi(request, admin, order._id, "APPROVED");
  const wasDue = new Date(Date.now() - 2 * 3600_000);
  await setOrderDueAt(order._id, wasDue);
  const sendWith = (data: unknown) =>
    request.post(`${API}/services/orders/${order._id}/send`, { headers: tokenHeaders(admin), data: data as Record<string, unknown> });

  await expectApiError(await send(request, order._id), 422, { field: "serviceDueDateTime", message: WORK_ORDER_PAST_DUE_MESSAGE });
  await expectApiError(await sendWith({ serviceDueDateTime: new Date(Date.now() - 60_000).toISOString() }), 422, {
    field: "serviceDueDateTime",
    message: NEW_DUE_NOT_LATER_MESSAGE,
  });
  await expectApiError(await sendWith({ serviceDueDateTime: "next Tuesday" }), 400, { field: "serviceDueDateTime" });
  await expectApiError(
    await request.post(`${API}/services/orders/${order._id}/send`, { headers: tokenHeaders(admin), form: { serviceDueDateTime: "x" } }),
    415,
  );
  expect((await auditTrail(order._id)).map((entry) => entry.action)).not.toContain("send"); // nothing written so far

  const newDue = new Date(dueInDays(3));
  const sent = await sendWith({ serviceDueDateTime: newDue.toISOString() });
  expect(sent.status(), await sent.text()).toBe(202);

  // The order took the new due time, and its History says so beside the e-mail.
  const details = await request.get(`${API}/services/orders/details/${order._id}`, { headers: tokenHeaders(admin) });
  expect(await details.json()).toMatchObject({ serviceDueDateTime: newDue.toISOString(), pastDue: false });
  const history = (await (await request.get(`${API}/history/service-orders/${order._id}`, { headers: tokenHeaders(admin) })).json()) as {
    changes: { field: string }[];
  }[];
  expect(history.flatMap((event) => event.changes.map((change) => change.field))).toEqual(
    expect.arrayContaining(["serviceDueDateTime", "email"]),
  );

  // The invitation that arrived starts at the new time.
  const address = String(refs.provider.contactEmailAddress);
  const mail = await sink.waitFor((received) => received.rcptTo.includes(address), 30_000);
  const invitation = eventOf(mail.parsed.attachments[0]!.content.toString("utf8"), `order-${order._id}@agency-console`);
  const start = ICAL.Time.fromDateTimeString(invitation.event.start);
  start.zone = new ICAL.Timezone(invitation.calendar.getFirstSubcomponent("vtimezone")!);
  expect(start.toJSDate().toISOString()).toBe(newDue.toISOString());
});
