import { expect, test, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { apiLogin, createClientViaApi } from "../support/api";
import { closeHoldOn, letterHeadings, signIn } from "../support/browser";

async function fillClientForm(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByRole("textbox", { name: label, exact: true }).fill(value);
  }
}

test.describe("Clients", () => {
  test("create, find, view, edit and delete a client", async ({ page }) => {
    const tag = randomBytes(3).toString("hex");
    const name = `Qa Harbour ${tag} Ltd`;
    await signIn(page, "specialist");
    await page.goto("/clients");
    await page.getByRole("link", { name: "New client" }).click();
    await expect(page).toHaveURL(/\/clients\/client-details$/);

    // An incomplete form: every invalid field is marked and the 'Hold On ...' alert explains why.
    await page.getByRole("button", { name: "CREATE CLIENT" }).click();
    await expect(page.getByText("Hold On ...")).toBeVisible();
    await expect(page.getByText("Please complete all required fields marked with the Asterisk (*)")).toBeVisible();
    await closeHoldOn(page);
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("textbox", { name: "E-mail address", exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("textbox", { name: "Website", exact: true })).not.toHaveAttribute("aria-invalid", "true");

    await fillClientForm(page, {
      Name: name,
      "First name": "Marcia",
      "Last name": "Charles",
      "Primary number": "+1 473 555 0188",
      "E-mail address": "not-an-email",
      "Mailing address": "Grand Anse, St. George's, Grenada",
    });
    await page.getByRole("button", { name: "CREATE CLIENT" }).click();
    await expect(page.getByText("Hold On ...")).toBeVisible();
    await closeHoldOn(page);
    await expect(page.getByText("E-mail address must be a valid e-mail address.")).toBeVisible();
    await page.getByRole("textbox", { name: "E-mail address", exact: true }).fill(`marcia.${tag}@example.gd`);

    // The reader's language starts as the agency's (English on the test server); the owner reads Spanish.
    const language = page.getByRole("combobox", { name: "Language", exact: true });
    await expect(language).toHaveValue("en");
    await expect(language.locator("option")).toHaveText(["English", "Español"]);
    await language.selectOption({ label: "Español" });

    // Confirmation first: CANCEL saves nothing.
    await page.getByRole("button", { name: "CREATE CLIENT" }).click();
    await expect(page.getByText("Would you like to create this new client?")).toBeVisible();
    await page.getByRole("button", { name: "CANCEL" }).click();
    await expect(page.getByRole("button", { name: "CREATE CLIENT" })).toBeVisible();

    await page.getByRole("button", { name: "CREATE CLIENT" }).click();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("Operation Successful")).toBeVisible();
    await expect(page.getByText("Client Created")).toBeVisible();

    // CREATE ANOTHER gives an empty form; CLOSE goes to the list.
    await page.getByRole("button", { name: "CREATE ANOTHER" }).click();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
    await expect(language).toHaveValue("en");
    await page.getByRole("link", { name: "CANCEL" }).click();
    await expect(page).toHaveURL(/\/clients$/);

    // The list groups by first letter; a search (debounced) gives a flat list.
    await expect(letterHeadings(page).first()).toBeVisible();
    await page.getByRole("searchbox", { name: "Search clients by name" }).fill(tag);
    const tile = page.getByRole("link", { name: new RegExp(name) });
    await expect(tile).toBeVisible();
    await expect(tile).toContainText("0 properties");
    await expect(letterHeadings(page)).toHaveCount(0);
    await tile.click();

    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(page.getByText("Marcia Charles")).toBeVisible();
    await expect(page.getByText("+1 473 555 0188")).toBeVisible();
    await expect(page.getByText("This client has no listings yet.")).toBeVisible();
    await expect(page.locator("dt", { hasText: /^Language$/ }).locator("xpath=following-sibling::dd")).toHaveText("Español");

    // Edit: the form is filled in, saving asks first, then OK returns to the view.
    await page.getByRole("link", { name: "Edit" }).click();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
    await expect(language).toHaveValue("es");
    await page.getByRole("textbox", { name: "Secondary number", exact: true }).fill("+1 473 555 0199");
    await page.getByRole("textbox", { name: "Primary number", exact: true }).fill("+1 473 555 0100");
    await page.getByRole("button", { name: "UPDATE CLIENT" }).click();
    await expect(page.getByText("Would you like to save the details for this client?")).toBeVisible();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("Client Updated")).toBeVisible();
    await page.getByRole("link", { name: "OK" }).click();
    await expect(page).toHaveURL(/\/clients\/view\//);
    await expect(page.getByText("+1 473 555 0100")).toBeVisible();
    await expect(page.getByText("+1 473 555 0199")).toBeVisible();

    // Delete with the cascade warning.
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Delete Client? WARNING: This will remove all associated data including listings!!")).toBeVisible();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page).toHaveURL(/\/clients$/);
    await page.getByRole("searchbox", { name: "Search clients by name" }).fill(tag);
    await expect(page.getByText(`No clients match “${tag}”.`)).toBeVisible();
  });

  test("a search typed before the page has hydrated is searched once it has", async ({ page, request }) => {
    const tag = randomBytes(3).toString("hex");
    const client = await createClientViaApi(request, await apiLogin(request), { name: `Qa Early ${tag}` });
    await signIn(page);
    // The page's scripts arrive only once the text is in the box, as on a slow phone.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/clients", { waitUntil: "commit" });
    const box = page.getByRole("searchbox", { name: "Search clients by name" });
    await box.fill(tag);
    releaseScripts();

    await expect(page.getByRole("link", { name: new RegExp(client.name) })).toBeVisible();
    await expect(letterHeadings(page)).toHaveCount(0);
    await expect(box).toHaveValue(tag);
  });

  test("a failed save shows the spec's message and keeps what was typed", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/clients/client-details");
    await fillClientForm(page, {
      Name: "Server Down Holdings",
      "First name": "Ivo",
      "Last name": "Reid",
      "Primary number": "+1 268 555 0110",
      "E-mail address": "ivo@example.ag",
      "Mailing address": "St. John's, Antigua",
    });
    await page.route("**/api/v1/clients/register", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ status: 500, code: "internal", message: "boom" }),
      }),
    );
    await page.getByRole("button", { name: "CREATE CLIENT" }).click();
    await page.getByRole("button", { name: "YES" }).click();
    const problem = page.getByRole("alertdialog", { name: "Oops!" });
    await expect(problem).toContainText("Problem sumitting client details. Please contact system administrator.");
    await problem.getByRole("button", { name: "Ok" }).click();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Server Down Holdings");
  });

  test("'Hold On ...' takes focus, leaves the form inert, and gives focus back to the first invalid field", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/clients/client-details");
    await page.getByRole("textbox", { name: "First name", exact: true }).fill("Ivo");
    await page.getByRole("textbox", { name: "Mailing address", exact: true }).focus();
    await page.getByRole("button", { name: "CREATE CLIENT" }).focus();
    await page.keyboard.press("Enter");

    const holdOn = page.getByRole("alertdialog", { name: "Hold On ..." });
    await expect(holdOn).toBeVisible();
    // The question is the dialog's description; focus is on its OK; the form behind is out of reach.
    await expect(holdOn).toHaveAccessibleDescription("Please complete all required fields marked with the Asterisk (*)");
    await expect(holdOn.getByRole("button", { name: "OK" })).toBeFocused();
    const formIsInert = () => page.evaluate(() => document.getElementById("main")!.closest("[inert]") !== null);
    expect(await formIsInert()).toBe(true);
    await expect(page.getByRole("button", { name: "CREATE CLIENT" })).toHaveCount(0); // out of the accessibility tree
    await page.keyboard.type("xyz"); // no space: Space would press the focused OK
    await page.keyboard.press("Tab");
    await expect(holdOn.getByRole("button", { name: "OK" })).toBeFocused(); // focus stays in the dialog
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alertdialog")).toHaveCount(0); // Enter closed it; it queued nothing

    // Back to the first invalid field (Name), the form live again and untouched.
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
    expect(await formIsInert()).toBe(false);
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "First name", exact: true })).toHaveValue("Ivo");
  });

  test("offline, a save shows one 'Offline' dialog and keeps every value; back online it saves", async ({ page }) => {
    const name = `Offline Holdings ${randomBytes(3).toString("hex")}`;
    await signIn(page, "admin");
    await page.goto("/clients/client-details");
    await fillClientForm(page, {
      Name: name,
      "First name": "Ivo",
      "Last name": "Reid",
      "Primary number": "+1 268 555 0110",
      "E-mail address": "ivo@example.ag",
      "Mailing address": "St. John's, Antigua",
    });
    await page.context().setOffline(true);
    await page.getByRole("button", { name: "CREATE CLIENT" }).click();
    await page.getByRole("button", { name: "YES" }).click();

    const offline = page.getByRole("alertdialog", { name: "Offline" });
    await expect(offline).toContainText("The Server is unavailable or offline. Contact system administrator");
    await expect(page.getByRole("alertdialog")).toHaveCount(1); // not the shell's as well
    await expect(offline.getByRole("button", { name: "OK" })).toBeFocused();
    await offline.getByRole("button", { name: "OK" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "CREATE CLIENT" })).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
    await expect(page.getByRole("textbox", { name: "Mailing address", exact: true })).toHaveValue("St. John's, Antigua");

    await page.context().setOffline(false);
    await page.getByRole("button", { name: "CREATE CLIENT" }).click();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByRole("heading", { name: "Operation Successful" })).toBeFocused();
    await expect(page.getByText("Client Created")).toBeVisible();
    await page.getByRole("button", { name: "CREATE ANOTHER" }).click();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
  });

  test("an unknown client id shows the not-found page", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/clients/view/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
    await page.goto("/clients/client-details/not-a-uuid");
    await expect(page.getByRole("heading", { name: "Not found" })).toBeVisible();
  });
});
