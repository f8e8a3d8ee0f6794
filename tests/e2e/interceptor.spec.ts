import { expect, test } from "@playwright/test";
import { signIn, xsrfToken } from "../support/browser";

// PRODUCT.md#messages: any failed request broadcasts a message; the screen then handles its own error.
test.describe("interceptor messages in the shell", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "admin");
  });

  test("403 → 'You are not authorised to perform this request!'", async ({ page }) => {
    await page.route("**/api/v1/clients?*", (route) =>
      route.fulfill({ status: 403, contentType: "application/json", body: JSON.stringify({ status: 403, message: "Forbidden" }) }),
    );
    await page.goto("/clients");
    await expect(page.getByRole("alert").filter({ hasText: "You are not authorised to perform this request!" })).toBeVisible();
    await expect(page.getByText("The clients could not be loaded.")).toBeVisible();
  });

  test("500 → 'There was a problem executing your request.'", async ({ page }) => {
    await page.route("**/api/v1/clients?*", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ status: 500, message: "x" }) }),
    );
    await page.goto("/clients");
    await expect(page.getByRole("alert").filter({ hasText: "There was a problem executing your request." })).toBeVisible();
  });

  test("no connection → the 'Offline' alert", async ({ page }) => {
    await page.route("**/api/v1/clients?*", (route) => route.abort("connectionrefused"));
    await page.goto("/clients");
    const offline = page.getByRole("alertdialog", { name: "Offline" });
    await expect(offline).toContainText("The Server is unavailable or offline. Contact system administrator");
    await offline.getByRole("button", { name: "OK" }).click();
    await expect(offline).toBeHidden();
  });

  test("no connection and the dialog's code not yet fetched (no worker): the browser's own alert says 'Offline'", async ({ page }) => {
    await page.goto("/clients");
    const search = page.getByRole("searchbox", { name: "Search clients by name" });
    await expect(search).toBeVisible();
    // The network goes: the next list request fails, and so does the first fetch of the dialog's code.
    await page.route("**/api/v1/clients?*", (route) => route.abort("connectionrefused"));
    await page.route("**/_next/static/**", (route) => route.abort("internetdisconnected"));
    const nativeAlert = page.waitForEvent("dialog");
    await search.fill("Marigot");
    const dialog = await nativeAlert;
    expect(dialog.type()).toBe("alert");
    expect(dialog.message()).toBe("Offline\n\nThe Server is unavailable or offline. Contact system administrator");
    await dialog.accept();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });

  test("several requests failing offline at once: one 'Offline' alert", async ({ page }) => {
    // A user's page loads the listings they manage and their sign-in lock-out at once.
    const users = await page.request.get("/api/v1/users?limit=1");
    const [user] = (await users.json()) as { _id: string }[];
    await page.route("**/api/v1/listings?*", (route) => route.abort("connectionrefused"));
    await page.route("**/api/v1/users/*/sign-in-lock", (route) => route.abort("connectionrefused"));
    await page.goto(`/users/view/${user!._id}`);
    const offline = page.getByRole("alertdialog", { name: "Offline" });
    await expect(offline).toBeVisible();
    await expect(page.getByRole("alertdialog")).toHaveCount(1);
    await offline.getByRole("button", { name: "OK" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });

  test("401 (the session ended elsewhere) → back to sign-in, saying why", async ({ page }) => {
    await page.goto("/clients");
    await expect(page.getByRole("heading", { name: "Clients" })).toBeVisible();
    // End the session on the server, as a logout in another tab would.
    const logout = await page.request.post("/api/v1/auth/logout", { headers: { "X-XSRF-TOKEN": await xsrfToken(page) } });
    expect(logout.status()).toBe(200);

    // The next request the page makes finds the session gone: a search typed below, unless a
    // background request (a link prefetch) got there first — either must land on sign-in.
    const search = page.getByRole("searchbox", { name: "Search clients by name" });
    await expect(async () => {
      if (!new URL(page.url()).pathname.startsWith("/login")) await search.fill(`anything ${Date.now()}`, { timeout: 2_000 });
      await expect(page).toHaveURL(/\/login\?expired=1&next=%2Fclients/, { timeout: 5_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText("Your session has ended. Please sign in again.")).toBeVisible();
  });
});
