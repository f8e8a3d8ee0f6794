import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { postTransactionViaApi } from "../support/accounts";
import { apiLogin, createClientViaApi } from "../support/api";
import { signIn } from "../support/browser";

/**
 * The ledger's first page comes with the HTML and is revalidated on mount (lib/swr/use-list-page.ts). That
 * revalidation draws nothing when the answer is the page on screen (issue 33: the ledger was drawn twice);
 * these cases hold the other half — a page that changed in between is drawn again, and while the answer is
 * on its way the server's page stays, not a skeleton.
 */

/** Holds the browser's ledger reads until `release()`, then answers each with `change` applied to the real answer. */
async function holdLedgerReads(page: Page, change: (body: { description: string }[]) => void) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/v1/accounts/transactions?*", async (route) => {
    await released;
    const response = await route.fetch();
    const body = (await response.json()) as { description: string }[];
    change(body);
    await route.fulfill({ response, json: body });
  });
  return release;
}

test("the ledger's server page stays while its revalidation is on the way, and a changed answer is drawn", async ({ page, request }) => {
  const token = await apiLogin(request);
  const client = await createClientViaApi(request, token, { name: `Revalidation ${randomBytes(3).toString("hex")} Ltd` });
  await postTransactionViaApi(request, token, client._id, { description: "Rent for the villa, as the server drew it" });
  await signIn(page);

  const release = await holdLedgerReads(page, (entries) => {
    entries[0]!.description = "Rent for the villa, as revalidated";
  });
  await page.goto(`/accounts/view/${client._id}`);
  const ledger = page.getByRole("table");
  await expect(ledger.getByText("Rent for the villa, as the server drew it")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Transactions (1)" })).toBeVisible();

  release();
  await expect(ledger.getByText("Rent for the villa, as revalidated")).toBeVisible();
  await expect(ledger.getByText("Rent for the villa, as the server drew it")).toHaveCount(0);
});
