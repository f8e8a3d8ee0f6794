import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { apiLogin, createClientViaApi } from "../support/api";
import { signIn, tabTo } from "../support/browser";
import { docxBytes, pdfBytes, uploadDocument } from "../support/documents";
import { createOrderViaApi, orderRefs } from "../support/orders";
import { expectAxeClean } from "../support/axe";

/**
 * The Documents card on a client's page (issue 30 §1): choose several files by
 * keyboard, describe them, upload with a progress bar each; preview the
 * pictures in the lightbox (arrows, Esc), open the PDF in the browser's viewer,
 * rename one and delete one; the History says what happened. Axe-clean and
 * looked at, at 1440 and 390 px.
 */

async function photo(width: number, height: number, colour: string, orientation?: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: colour } }).jpeg();
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

test("upload a PDF, two photos and a Word file to a client; preview, rename and delete them", async ({ page, request }) => {
  // Four uploads, five axe runs and screenshots: more than the default on a busy machine.
  test.setTimeout(120_000);
  const token = await apiLogin(request, "admin");
  const client = await createClientViaApi(request, token);
  await signIn(page, "admin");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/clients/view/${client._id}`);
  const card = page.getByRole("region", { name: /^Documents/ });
  await expect(card.getByText("No documents yet.")).toBeVisible();

  // Choose the files by keyboard: the "choose files" button opens the browser's picker.
  const chooseButton = card.getByRole("button", { name: "choose files", exact: true });
  await tabTo(page, chooseButton);
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.keyboard.press("Enter")]);
  await chooser.setFiles([
    { name: "Management contract.pdf", mimeType: "application/pdf", buffer: pdfBytes() },
    { name: "Roof leak.jpg", mimeType: "image/jpeg", buffer: await photo(300, 150, "#1d6f5f", 6) },
    { name: "Kitchen.jpg", mimeType: "image/jpeg", buffer: await photo(200, 150, "#b45309") },
    { name: "Lease 2027.docx", mimeType: "application/octet-stream", buffer: docxBytes() },
  ]);
  const queue = card.getByRole("list", { name: "Files to upload" });
  await expect(queue.getByRole("listitem")).toHaveCount(4);
  const lease = queue.getByRole("listitem").filter({ hasText: "Lease 2027.docx" });
  // Each category is guessed from the file's name (then its type), preselected and still a choice.
  const categoryOf = (name: string) => queue.getByRole("listitem").filter({ hasText: name }).getByLabel("Category");
  await expect(categoryOf("Management contract.pdf")).toHaveValue("contract");
  await expect(categoryOf("Lease 2027.docx")).toHaveValue("lease");
  await expect(categoryOf("Kitchen.jpg")).toHaveValue("photo");
  await expect(lease.getByText("Guessed from the file; change it if it is wrong.")).toBeVisible();
  await categoryOf("Management contract.pdf").selectOption("other");
  await expect(categoryOf("Management contract.pdf")).toHaveValue("other");
  await categoryOf("Management contract.pdf").selectOption("contract");
  await lease.getByLabel("Expires on (optional)").fill("2027-06-30");
  await expectAxeClean(page, "the upload queue");
  await page.screenshot({ path: "test-results/documents-queue-1440.png", fullPage: true });

  await card.getByRole("button", { name: "Upload 4 files" }).click();
  await expect(page.getByText("4 documents uploaded.")).toBeVisible({ timeout: 20_000 });
  await expect(queue).toHaveCount(0);
  const list = card.getByRole("list", { name: "Documents" });
  await expect(list.getByRole("listitem")).toHaveCount(4);
  await expect(list.getByRole("listitem").filter({ hasText: "Lease 2027" })).toContainText("Lease ·");
  await expect(list.getByRole("listitem").filter({ hasText: "Lease 2027" })).toContainText("Expires Jun 30, 2027");
  // Pictures show their thumbnail, other files their type's icon.
  await expect(list.locator("img")).toHaveCount(2);
  await expectAxeClean(page, "the documents list");
  await page.screenshot({ path: "test-results/documents-list-1440.png", fullPage: true });

  // The PDF opens in the browser's own viewer, in a new tab.
  await expect(list.getByRole("link", { name: "Open Management contract in a new tab" })).toHaveAttribute("href", /\/content\?inline=1$/);
  await expect(list.getByRole("link", { name: "Download Lease 2027" })).toHaveAttribute("download", "Lease 2027.docx");

  // The lightbox: arrows move through the pictures, Esc closes and focus returns.
  const preview = list.getByRole("button", { name: "Preview Kitchen" });
  await preview.focus();
  await page.keyboard.press("Enter");
  const lightbox = page.getByRole("dialog", { name: "Kitchen" });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole("img", { name: "Kitchen" })).toHaveJSProperty("complete", true);
  await expect(lightbox.getByText(/Picture \d of 2/)).toBeVisible();
  await expectAxeClean(page, "the lightbox");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("dialog", { name: "Roof leak" })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("dialog", { name: "Kitchen" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(preview).toBeFocused();

  // Rename.
  await list.getByRole("button", { name: "Edit Roof leak" }).click();
  const edit = page.getByRole("dialog", { name: "Edit document" });
  await edit.getByLabel("Title").fill("Roof leak, north side");
  await edit.getByLabel("Category").selectOption("photo");
  await edit.getByRole("button", { name: "SAVE" }).click();
  await expect(edit).toHaveCount(0);
  await expect(list.getByText("Roof leak, north side")).toBeVisible();

  // Delete, confirmed.
  await list.getByRole("button", { name: "Delete Management contract" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete document" });
  await expect(confirm).toContainText("Delete “Management contract”?");
  await confirm.getByRole("button", { name: "YES" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(3);

  // The History says what happened.
  await page.getByRole("button", { name: "Show history" }).click();
  await expect(page.getByText("document removed 'Management contract' (Management contract.pdf)")).toBeVisible();
  await expect(page.getByText("document added 'Lease 2027' (Lease 2027.docx)")).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await expectAxeClean(page, "the documents card on a phone");
  await page.screenshot({ path: "test-results/documents-list-390.png", fullPage: true });
});

test("a refused file says why in its row and stores nothing", async ({ page, request }) => {
  const token = await apiLogin(request, "admin");
  const client = await createClientViaApi(request, token);
  await signIn(page, "specialist");
  await page.goto(`/clients/view/${client._id}`);
  const card = page.getByRole("region", { name: /^Documents/ });
  await card.getByLabel("Choose files to upload").setInputFiles({
    name: "invoice.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<html><script>alert(1)</script></html>"),
  });
  await card.getByRole("button", { name: "Upload 1 file" }).click();
  await expect(card.getByRole("alert")).toContainText("Web pages, SVG and other markup are not accepted");
  await expect(card.getByText("No documents yet.")).toBeVisible();
});

test("charge a provider's invoice to the owner from the service order", async ({ page, request }) => {
  const token = await apiLogin(request, "admin");
  const refs = await orderRefs(request, token);
  const order = await createOrderViaApi(request, token, refs, { name: "Replace water heater" });
  await signIn(page, "admin");
  await page.goto(`/service-orders/view/${order._id}`);

  const documents = page.getByRole("region", { name: "Documents" });
  await documents
    .getByLabel("Choose files to upload")
    .setInputFiles({ name: "Invoice 77.pdf", mimeType: "application/pdf", buffer: pdfBytes() });
  await expect(documents.getByRole("listitem").filter({ hasText: "Invoice 77.pdf" }).getByLabel("Category")).toHaveValue("invoice");
  await documents.getByRole("button", { name: "Upload 1 file" }).click();
  await expect(documents.getByRole("list", { name: "Documents" }).getByRole("listitem")).toHaveCount(1);

  const charges = page.getByRole("region", { name: "Charges to owner" });
  await charges.getByRole("button", { name: "Charge to owner" }).click();
  const dialog = page.getByRole("dialog", { name: "Charge to owner" });
  await dialog.getByLabel("Amount (USD)").fill("612.40");
  await dialog.getByLabel("Invoice").selectOption({ label: "Invoice 77 (Invoice 77.pdf)" });
  await expectAxeClean(page, "the charge dialog");
  await dialog.getByRole("button", { name: "Post charge" }).click();
  await expect(dialog).toHaveCount(0);
  const row = charges.getByRole("list", { name: "Charges" }).getByRole("listitem");
  await expect(row).toContainText(`Replace water heater — ${refs.provider.name}`);
  await expect(row).toContainText("-$612.40");
  await expect(row.getByRole("link", { name: "Invoice: Invoice 77" })).toHaveAttribute("href", /\/content$/);
  await page.screenshot({ path: "test-results/documents-charge-1440.png", fullPage: true });

  await row.getByRole("link", { name: "Owner's ledger" }).click();
  await expect(page.getByText(`Replace water heater — ${refs.provider.name}`).filter({ visible: true }).first()).toBeVisible();
});

/** A new client with a paper named `<kind> <client's name>` that expired on `expiresOn`, uploaded through the API as a PDF. */
async function clientWithExpiredPaper(request: APIRequestContext, paper: { kind: string; category: string; expiresOn: string }) {
  const token = await apiLogin(request, "admin");
  const client = await createClientViaApi(request, token);
  const title = `${paper.kind} ${client.name}`;
  const response = await uploadDocument(
    request,
    token,
    { entity: "clients", recordId: client._id, title, category: paper.category, expiresOn: paper.expiresOn },
    { name: `${paper.kind.toLowerCase()}.pdf`, mimeType: "application/pdf", buffer: pdfBytes() },
  );
  expect(response.status(), await response.text()).toBe(201);
  return { client, title };
}

test("the dashboard lists expired and soon-expiring documents, linking to their record", async ({ page, request }) => {
  // Long past: it sorts before anything other runs left on the shared database.
  const { client, title } = await clientWithExpiredPaper(request, { kind: "Passport", category: "identity", expiresOn: "2001-01-01" });
  await signIn(page, "admin");
  await page.goto("/dashboard");
  const block = page.getByTestId("block-documents-expiring");
  const row = block.getByRole("link", { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`Identity · ${client.name} · expired`);
  await expect(row).toContainText("days ago");
  await expect(block).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/clients/view/${client._id}$`));
});

test("the dashboard's View all N opens every expiring document, paged, each row opening its record", async ({ page, request }) => {
  // Before the other specs' papers (2001) and after the expiring list's API spec (1901): on the list's first page.
  const { client, title } = await clientWithExpiredPaper(request, { kind: "Deed", category: "deed", expiresOn: "1902-01-01" });
  await signIn(page, "admin");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/dashboard");
  const viewAll = page.getByRole("link", { name: /^View all \d+ \(Documents expiring\)$/ });
  await expect(viewAll).toBeVisible();
  const count = Number(/\d+/.exec((await viewAll.textContent()) ?? "")![0]);
  await viewAll.click();
  await expect(page).toHaveURL(/\/documents\/expiring$/);
  await expect(page.getByRole("heading", { level: 1, name: "Documents expiring" })).toBeVisible();
  const table = page.getByRole("region", { name: "Documents expiring" });
  const row = table.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Deed");
  await expect(row).toContainText(`Client · ${client.name}`);
  await expect(row).toContainText("expired");
  // The list holds what the block counted (other tests may add papers meanwhile: at least as many).
  const range = page.getByRole("navigation", { name: "Pagination" });
  await expect(range).toContainText(/of \d+/);
  expect(Number(/of (\d+)/.exec((await range.textContent()) ?? "")![1])).toBeGreaterThanOrEqual(count);
  await expectAxeClean(page, "expiring documents");
  await page.screenshot({ path: "test-results/documents-expiring-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAxeClean(page, "expiring documents, phone");
  await page.screenshot({ path: "test-results/documents-expiring-390.png", fullPage: true });
  await row.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/view/${client._id}$`));
});
