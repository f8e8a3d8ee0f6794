import { expect, test } from "@playwright/test";
import { API, apiLogin, tokenHeaders } from "../support/api";
import { signIn } from "../support/browser";
import { pdfBytes, uploadDocument } from "../support/documents";
import { createOrderViaApi, orderRefs } from "../support/orders";

/**
 * The order's "Charge to owner" dialog: an invoice already charged is listed
 * as such and cannot be picked again (the server charges one invoice once).
 */
test("an invoice already charged is shown as charged and cannot be picked; another still can", async ({ page, request }) => {
  const token = await apiLogin(request, "admin");
  const refs = await orderRefs(request, token);
  const order = await createOrderViaApi(request, token, refs, { name: "Service the pump" });
  const upload = async (name: string) => {
    const response = await uploadDocument(
      request,
      token,
      { entity: "service-orders", recordId: order._id, category: "invoice" },
      { name, buffer: pdfBytes(name), mimeType: "application/pdf" },
    );
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { _id: string };
  };
  const charged = await upload("Invoice 901.pdf");
  const open = await upload("Invoice 902.pdf");
  const posted = await request.post(`${API}/services/orders/${order._id}/charges`, {
    headers: tokenHeaders(token),
    data: { value: "250.00", documentId: charged._id },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  await signIn(page, "admin");
  await page.goto(`/service-orders/view/${order._id}`);
  await page.getByRole("button", { name: "Charge to owner" }).click();
  const dialog = page.getByRole("dialog", { name: "Charge to owner" });
  const invoice = dialog.getByLabel("Invoice");
  const chargedOption = invoice.locator(`option[value="${charged._id}"]`);
  await expect(chargedOption).toHaveText("Invoice 901 (Invoice 901.pdf) — already charged");
  await expect(chargedOption).toBeDisabled();
  await expect(invoice.locator(`option[value="${open._id}"]`)).toBeEnabled();
  await expect(dialog.getByText("An invoice already charged cannot be charged again.")).toBeVisible();
  await invoice.selectOption(open._id);
  await expect(invoice).toHaveValue(open._id);
});
