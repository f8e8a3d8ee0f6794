import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { API, apiLogin, createClientViaApi, tokenHeaders } from "../support/api";
import { shootAtBothWidths, signIn } from "../support/browser";
import { runAxe } from "../support/axe";
import { pdfBytes, renderablePdf, uploadDocument } from "../support/documents";

/**
 * A PDF's first page as its thumbnail (issue 30): uploaded, the document shows
 * its type's icon; once the background job has rendered page 1, the Documents
 * card's row shows that page (a 320 px WebP served by GET /documents/{id}/thumbnail)
 * — and a PDF that cannot be rendered keeps its icon. Axe-clean and looked at,
 * at 1440 and 390 px.
 */
test("a PDF's row shows its first page once the job has made it; a broken PDF keeps its icon", async ({ page, request }) => {
  // An upload, a job, two axe runs and two screenshots: more than the default allows on a busy machine.
  test.setTimeout(180_000);
  const token = await apiLogin(request, "admin");
  const client = await createClientViaApi(request, token, { name: `Qpdfthumb ${Date.now().toString(36)} Ltd` });
  const fields = { entity: "clients", recordId: client._id };
  const lease = await uploadDocument(
    request,
    token,
    { ...fields, title: "Signed lease" },
    { name: "lease.pdf", buffer: await renderablePdf() },
  );
  expect(lease.status()).toBe(201);
  const { _id: leaseId, hasThumbnail } = (await lease.json()) as { _id: string; hasThumbnail: boolean };
  expect(hasThumbnail).toBe(false); // made in the background, never in the request
  const broken = await uploadDocument(request, token, { ...fields, title: "Scanned mess" }, { name: "mess.pdf", buffer: pdfBytes() });
  expect(broken.status()).toBe(201);

  // The job runs in the app (JOBS_IN_APP on): the document soon has its thumbnail.
  await expect
    .poll(
      async () =>
        ((await (await request.get(`${API}/documents/${leaseId}`, { headers: tokenHeaders(token) })).json()) as { hasThumbnail: boolean })
          .hasThumbnail,
      { timeout: 45_000 },
    )
    .toBe(true);
  const thumbnail = await request.get(`${API}/documents/${leaseId}/thumbnail`, { headers: tokenHeaders(token) });
  expect(thumbnail.headers()["content-type"]).toBe("image/webp");
  expect(await sharp(await thumbnail.body()).metadata()).toMatchObject({ format: "webp", height: 320 });

  await signIn(page, "admin");
  await page.goto(`/clients/view/${client._id}`);
  const list = page.getByRole("list", { name: "Documents" });
  const leaseRow = list.getByRole("listitem").filter({ hasText: "Signed lease" });
  const messRow = list.getByRole("listitem").filter({ hasText: "Scanned mess" });
  await expect(leaseRow.locator("img")).toHaveAttribute("src", `${API}/documents/${leaseId}/thumbnail`);
  await expect.poll(() => leaseRow.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight)).toBe(320);
  await expect(messRow.locator("img")).toHaveCount(0);
  await expect(messRow.locator("svg").first()).toBeVisible();

  await leaseRow.scrollIntoViewIfNeeded();
  await shootAtBothWidths(page, "document-thumbnails", async () => {
    await leaseRow.scrollIntoViewIfNeeded();
    const violations = await runAxe(page, { include: '[aria-label="Documents"]' });
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
});
