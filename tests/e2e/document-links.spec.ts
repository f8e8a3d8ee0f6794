import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { API, apiLogin, fakeAddress, tokenHeaders } from "../support/api";
import { shootAtBothWidths, signIn } from "../support/browser";
import { calendarFixture } from "../support/calendar";
import { pdfBytes, uploadDocument } from "../support/documents";
import { createOrderViaApi, orderRefs } from "../support/orders";
import { agencyDate } from "../support/reminders";
import { expectAxeClean } from "../support/axe";

/**
 * Where documents lead (issue 30): a charge's ledger row and statement line
 * show its order and open its invoice; an expiring paper is a chip on the
 * Calendar that opens its record; quick-find finds a document by its title.
 * Keyboard, axe and both widths.
 */

async function upload(request: APIRequestContext, token: string, fields: Parameters<typeof uploadDocument>[2], name: string) {
  const response = await uploadDocument(request, token, fields, { name, buffer: pdfBytes(name), mimeType: "application/pdf" });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { _id: string; title: string };
}

test("a charge's ledger row and statement line show its order and open its invoice", async ({ page, request }) => {
  // Full-page shots of a ledger at two widths, axe twice: more than the default on a shared machine.
  test.setTimeout(150_000);
  const token = await apiLogin(request, "admin");
  const refs = await orderRefs(request, token);
  const order = await createOrderViaApi(request, token, refs, { name: "Replace the water heater" });
  const invoice = await upload(request, token, { entity: "service-orders", recordId: order._id, category: "invoice" }, "Invoice 4471.pdf");
  const charged = await request.post(`${API}/services/orders/${order._id}/charges`, {
    headers: tokenHeaders(token),
    data: { value: "612.40", documentId: invoice._id },
  });
  expect(charged.status(), await charged.text()).toBe(201);
  const { clientRef } = (await charged.json()) as { clientRef: string };

  await signIn(page, "admin");
  await page.goto(`/accounts/view/${clientRef}`);
  const orderLink = page.getByRole("link", { name: `Order #${order.orderNumber}`, exact: true }).filter({ visible: true });
  await expect(orderLink).toHaveAttribute("href", `/service-orders/view/${order._id}`);
  const invoiceLink = page.getByRole("link", { name: "Invoice: Invoice 4471 (opens in a new tab)" }).filter({ visible: true });
  await expect(invoiceLink).toHaveAttribute("href", `/api/v1/documents/${invoice._id}/content?inline=1`);
  await expect(invoiceLink).toHaveAttribute("target", "_blank");
  // The invoice opens in the browser's own viewer: inline, a PDF.
  const opened = await page.request.get((await invoiceLink.getAttribute("href"))!);
  expect(opened.status()).toBe(200);
  expect(opened.headers()["content-type"]).toBe("application/pdf");
  expect(opened.headers()["content-disposition"]).toMatch(/^inline; /);
  await expectAxeClean(page, "the ledger");
  // On a phone the entries stack and the two links sit one under the other: still targets of 24 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAxeClean(page, "the ledger at 390 px");
  const phoneLink = page.getByRole("link", { name: `Order #${order.orderNumber}`, exact: true }).filter({ visible: true });
  expect((await phoneLink.boundingBox())!.height).toBeGreaterThanOrEqual(24);
  await page.setViewportSize({ width: 1440, height: 900 });
  await shootAtBothWidths(page, "ledger-charge");

  // By keyboard: the order's link takes focus and Enter opens the order.
  await orderLink.focus();
  await expect(orderLink).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/service-orders/view/${order._id}$`));

  // The statement's default period is last month: ask for the days the charge is in.
  await page.goto(`/accounts/${clientRef}/statement?from=${agencyDate(-1)}&to=${agencyDate(0)}`);
  const line = page.getByTestId("statement-table").getByTestId("charge-links");
  await expect(line.getByRole("link", { name: `Order #${order.orderNumber}` })).toBeVisible();
  await expect(line.getByRole("link", { name: /^Invoice: Invoice 4471/ })).toBeVisible();
  await expectAxeClean(page, "the statement");
  await shootAtBothWidths(page, "statement-charge");
});

test("an expiring document is an all-day chip on the Calendar that opens its record", async ({ page, request }) => {
  test.setTimeout(150_000);
  const admin = await apiLogin(request, "admin");
  const fixture = await calendarFixture(request, admin);
  const day = agencyDate(3);
  const paper = await upload(
    request,
    admin,
    { entity: "listings", recordId: fixture.listing._id, title: "Management contract", category: "contract", expiresOn: day },
    "contract.pdf",
  );
  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  const signedIn = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: fixture.email, password: fixture.password, json: "true" },
    headers: { "x-forwarded-for": fakeAddress() },
  });
  expect(signedIn.ok()).toBeTruthy();

  await page.goto(`/calendar?view=month&date=${day}`);
  const chip = page
    .getByTestId("calendar-month")
    .locator(`li[data-day="${day}"]`)
    .getByRole("link", { name: "Document expiry: Contract expires: Management contract" });
  await expect(chip).toBeVisible();
  await expect(chip).toHaveAttribute("data-kind", "document");
  await expectAxeClean(page, "the month");
  await shootAtBothWidths(page, "calendar-document", async () => {
    await page.goto(`/calendar?view=month&date=${day}`);
  });

  // The week view says which record it is on; Enter opens it.
  await page.goto(`/calendar?view=week&date=${day}`);
  const inWeek = page.getByTestId("calendar-week").getByRole("link", { name: /Contract expires: Management contract/ });
  await expect(inWeek).toContainText(fixture.listing.propertyName);
  await inWeek.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/listings/view/${fixture.listing._id}$`));

  // The phone's agenda lists it too.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/calendar?view=month&date=${day}`);
  const agendaRow = page.getByTestId("calendar-agenda").getByRole("link", { name: /Contract expires: Management contract/ });
  await expect(agendaRow).toBeVisible();
  await expectAxeClean(page, "the agenda");
  expect(paper.title).toBe("Management contract");
});

test("quick-find finds a document by its title and opens its record", async ({ page, request }) => {
  const token = await apiLogin(request, "admin");
  const refs = await orderRefs(request, token);
  const tag = `Qd${randomBytes(3).toString("hex")}`;
  await upload(request, token, { entity: "listings", recordId: refs.listingRef, title: `Title deed ${tag}`, category: "deed" }, "deed.pdf");

  await signIn(page, "specialist");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const palette = page.getByRole("dialog", { name: "Quick find" });
  await expect(async () => {
    if (!(await palette.isVisible())) await page.keyboard.press("Control+k");
    await expect(palette).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.keyboard.type(tag);
  const group = palette.getByRole("group", { name: "Documents", exact: true });
  const row = group.getByRole("option").filter({ hasText: `Title deed ${tag}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Deed");
  await expect(group.getByRole("option", { name: /Show all/ })).toHaveCount(0);
  await expectAxeClean(page, "the palette");
  await expect(async () => {
    await page.keyboard.press("ArrowDown");
    await expect(row).toHaveAttribute("data-focus", { timeout: 200 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/listings/view/${refs.listingRef}`);
});
