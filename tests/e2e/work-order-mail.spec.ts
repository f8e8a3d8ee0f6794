import { expect, test, type Page } from "@playwright/test";
import { formatInZone } from "@/lib/domain/agency-time";
import { API, apiLogin, tokenHeaders } from "../support/api";
import { shootAtBothWidths, signIn } from "../support/browser";
import { E2E_PORTS } from "../support/e2e-servers";
import { createOrderViaApi, dueInDays, orderRefs, setOrderDueAt, setOrderStatusViaApi } from "../support/orders";
import { AGENCY_TIME_ZONE } from "../support/reminders";
import { SINK_WAIT_MS, SmtpSink } from "../support/smtp-sink";

/**
 * Approving an order offers "E-mail the work order to {provider}" (issue 29
 * §3.2); YES sends it (the mail is read from a real SMTP server), and the
 * order's card keeps an "E-mail work order" button while it is approved.
 * The e-mail as it arrived is looked at, at 1440 and 390 px.
 */
test.describe.configure({ mode: "serial" });

let sink: SmtpSink;
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(SINK_WAIT_MS + 30_000); // another spec may hold the sink's port
  sink = await SmtpSink.start(E2E_PORTS.smtp);
});
test.afterAll(async () => {
  await sink?.close();
});

async function openStatusMenu(page: Page) {
  await expect(async () => {
    if (!(await page.getByRole("menu").isVisible())) await page.getByRole("button", { name: "Edit status" }).click();
    await expect(page.getByRole("menu")).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

test("approving offers to e-mail the work order; YES sends it", async ({ page, request }) => {
  const token = await apiLogin(request, "admin");
  const refs = await orderRefs(request, token);
  const order = await createOrderViaApi(request, token, refs);
  const provider = refs.provider.name;
  const address = String(refs.provider.contactEmailAddress);

  await signIn(page, "admin");
  await page.goto(`/service-orders/view/${order._id}`);
  await expect(page.getByRole("button", { name: "E-mail work order" })).toHaveCount(0);
  await openStatusMenu(page);
  await page.getByRole("menuitem", { name: "Approved" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "YES" }).click();

  const offer = page.getByRole("alertdialog", { name: "Send the work order" });
  await expect(offer.getByText(`E-mail the work order to ${provider}?`)).toBeVisible();
  await offer.getByRole("button", { name: "YES" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Work order e-mailed to ${provider}.` })).toBeVisible();
  const mail = await sink.waitFor((received) => received.rcptTo.includes(address), 30_000);
  expect(mail.parsed.subject).toContain(`Work order #${order.orderNumber}`);

  // Sent again from the card's button, by keyboard; CANCEL sends nothing.
  const button = page.getByRole("button", { name: "E-mail work order" });
  await button.focus();
  await page.keyboard.press("Enter");
  const again = page.getByRole("alertdialog", { name: "E-mail work order" });
  await expect(again).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(button).toBeFocused();

  await shootAtBothWidths(page, "order");
  // The e-mail as it arrived (its HTML part), at both widths.
  await page.setContent(mail.parsed.html || "");
  await shootAtBothWidths(page, "work-order-email");
});

test("a past-due order asks for a new due date and time before e-mailing (issue 44)", async ({ page, request }) => {
  const token = await apiLogin(request, "admin");
  const refs = await orderRefs(request, token);
  const order = await createOrderViaApi(request, token, refs);
  await setOrderStatusViaApi(request, token, order._id, "APPROVED");
  await setOrderDueAt(order._id, new Date(Date.now() - 2 * 3600_000));
  const provider = refs.provider.name;
  const newDue = new Date(dueInDays(3));

  await signIn(page, "admin");
  await page.goto(`/service-orders/view/${order._id}`);
  await page.getByRole("button", { name: "E-mail work order" }).click();
  const ask = page.getByRole("alertdialog", { name: "E-mail work order" });
  await expect(ask.getByText(/which has passed\. Give it a new due date and time/)).toBeVisible();
  const field = ask.getByRole("textbox", { name: /New due date and time/ }).or(ask.getByLabel(/New due date and time/));
  await expect(field.first()).toBeFocused();
  // YES with nothing chosen says the field is required, and sends nothing.
  await ask.getByRole("button", { name: "YES" }).click();
  await expect(ask.getByText("New due date and time is required.")).toBeVisible();
  await shootAtBothWidths(page, "work-order-past-due");
  await field.first().fill(formatInZone(newDue, AGENCY_TIME_ZONE, "yyyy-MM-dd'T'HH:mm"));
  await ask.getByRole("button", { name: "YES" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Work order e-mailed to ${provider}.` })).toBeVisible();

  const details = await request.get(`${API}/services/orders/details/${order._id}`, { headers: tokenHeaders(token) });
  expect((await details.json()).serviceDueDateTime).toBe(newDue.toISOString());
  const mail = await sink.waitFor((received) => received.rcptTo.includes(String(refs.provider.contactEmailAddress)), 30_000);
  expect(mail.parsed.text).toContain(formatInZone(newDue, AGENCY_TIME_ZONE, "MMM d, yyyy"));
});
