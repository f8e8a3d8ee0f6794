import { expect, test } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { apiLogin, createClientViaApi } from "../support/api";
import { closeHoldOn, signIn } from "../support/browser";
import { createListingViaApi, listingRefs } from "../support/listings";
import { createProviderViaApi } from "../support/orders";
import { pickRecord } from "../support/pickers";
import { agencyDate } from "../support/reminders";

/** Record pickers that ask the server as the person types (components/ui/record-combobox.tsx). */
const tag = () => randomBytes(3).toString("hex");

test.describe("Record pickers", () => {
  test("create a service order by typing the listing and the provider; editing it shows both", async ({ page, request }) => {
    const token = await apiLogin(request);
    const listing = await createListingViaApi(request, token, await listingRefs(request, token), {
      propertyName: `Qa Picker Villa ${tag()}`,
    });
    const provider = await createProviderViaApi(request, token, { name: `Qa Picker Pools ${tag()}` });
    const name = `Clean the pool ${tag()}`;

    await signIn(page, "specialist");
    await page.goto("/service-orders/service-order-details");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
    // Part of the name is enough: the server is asked for what was typed.
    await pickRecord(page, "Listing", listing.propertyName.slice(-6), listing.propertyName);
    await pickRecord(page, "Service provider", provider.name.slice(-6), provider.name);
    await page.getByLabel("Due date").fill(agencyDate(2));
    await page.getByRole("textbox", { name: "Hours" }).fill("9");
    await page.getByRole("textbox", { name: "Minutes" }).fill("15");
    await page.getByRole("combobox", { name: "AM/PM" }).selectOption("AM");
    await page.getByRole("textbox", { name: "Details" }).fill("Weekly clean before the guests arrive.");
    await page.getByRole("button", { name: "CREATE SERVICE ORDER" }).click();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("Service Order Created")).toBeVisible();

    const orders = await request.get(`/api/v1/services/orders`, {
      headers: { "x-access-token": token },
      params: { serviceProviderRef: provider._id },
    });
    const [order] = (await orders.json()) as { _id: string; name: string }[];
    expect(order?.name).toBe(name);

    await page.goto(`/service-orders/service-order-details/${order!._id}`);
    await expect(page.getByRole("combobox", { name: "Listing" })).toHaveValue(listing.propertyName);
    await expect(page.getByRole("combobox", { name: "Service provider" })).toHaveValue(provider.name);
  });

  test("a preset id is shown by name; the listing form picks a client by typing, keyboard only", async ({ page, request }) => {
    const token = await apiLogin(request);
    const provider = await createProviderViaApi(request, token, { name: `Qa Preset Roofing ${tag()}` });
    const client = await createClientViaApi(request, token, { name: `Qa Picker Owner ${tag()}` });

    await signIn(page, "admin");
    await page.goto(`/service-orders/service-order-details?provider=${provider._id}`);
    await expect(page.getByRole("combobox", { name: "Service provider" })).toHaveValue(provider.name);

    await page.goto("/listings/listing-details");
    const clientBox = page.getByRole("combobox", { name: "Client", exact: true });
    // Required: the error is wired to the picker like any field.
    await page.getByRole("button", { name: "CREATE LISTING" }).click();
    await closeHoldOn(page);
    await expect(clientBox).toHaveAttribute("aria-invalid", "true");
    await expect(clientBox).toHaveAttribute("aria-describedby", "client-error");

    await clientBox.focus();
    await page.keyboard.type(client.name.slice(-6));
    const option = page.getByRole("option").filter({ hasText: client.name });
    await expect(option).toBeVisible();
    await expect(async () => {
      await page.keyboard.press("ArrowDown");
      await expect(option).toHaveAttribute("data-focus", { timeout: 200 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press("Enter");
    await expect(clientBox).toHaveValue(client.name);
    await expect(clientBox).not.toHaveAttribute("aria-invalid", "true");

    // Nothing matches: the picker says so, and the text reverts to the choice on leaving.
    await clientBox.fill(`zzqx${tag()}`);
    await expect(page.getByText(/No client matches/)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(clientBox).toHaveValue(client.name);
  });
});
