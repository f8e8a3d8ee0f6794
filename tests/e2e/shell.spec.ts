import { expect, test } from "@playwright/test";
import { signIn } from "../support/browser";

const BOTH_ROLES = ["Dashboard", "Clients", "Listings", "Service Providers", "Service Orders", "Reminders", "Accounts"];

test.describe("shell and menu", () => {
  test("an admin's menu has every entry, including Manage System Users and Logout", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/dashboard");
    const menu = page.getByRole("navigation", { name: "Main menu" }).first();
    for (const label of [...BOTH_ROLES, "Manage System Users"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(page.getByText("Welcome back,")).toBeVisible();
    await expect(page.getByText("Erin Admin")).toBeVisible();
  });

  test("a specialist's menu lacks Manage System Users, and /users sends them away", async ({ page }) => {
    await signIn(page, "specialist");
    await page.goto("/dashboard");
    const menu = page.getByRole("navigation", { name: "Main menu" }).first();
    for (const label of BOTH_ROLES) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "Manage System Users" })).toHaveCount(0);

    await page.goto("/users");
    await expect(page).toHaveURL(/\/dashboard\?denied=users$/);
  });

  test("the menu collapses from 355 px to 124 px and remembers it", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, "admin");
    await page.goto("/dashboard");
    const aside = page.getByRole("banner").first();
    await expect.poll(async () => (await aside.boundingBox())?.width).toBe(355);

    await page.getByRole("button", { name: "Collapse menu" }).click();
    await expect.poll(async () => (await aside.boundingBox())?.width).toBe(124);

    await page.reload();
    await expect.poll(async () => (await aside.boundingBox())?.width).toBe(124);
    await page.getByRole("button", { name: "Expand menu" }).click();
    await expect.poll(async () => (await aside.boundingBox())?.width).toBe(355);
  });

  test("narrow screens open the menu as a drawer", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "admin");
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Clients", exact: true }).click();
    await expect(page).toHaveURL(/\/clients$/);
  });

  test("logout asks 'End Current Session?'; CANCEL stays, YES ends the session", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/dashboard");
    const menu = page.getByRole("navigation", { name: "Main menu" }).first();

    await menu.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByText("End Current Session?")).toBeVisible();
    await page.getByRole("button", { name: "CANCEL" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await menu.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The session is gone on the server: the old cookie no longer opens pages or the API.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login/);
    expect((await page.request.get("/api/v1/clients")).status()).toBe(401);
  });

  test("the /logout route asks the same question", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/logout");
    await expect(page.getByText("End Current Session?")).toBeVisible();
    await page.getByRole("button", { name: "CANCEL" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("state-changing requests from the browser need the XSRF token", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/clients");
    const cookies = await page.context().cookies();
    const xsrf = cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value;
    expect(xsrf).toBeTruthy();

    const body = {
      name: `Csrf Check ${Date.now()}`,
      contactFirstName: "Ana",
      contactLastName: "Lopez",
      contactPrimaryNumber: "+1 246 555 0100",
      contactEmailAddress: "ana@example.bb",
      contactMailingAddress: "Bridgetown, Barbados",
    };
    const refused = await page.request.post("/api/v1/clients/register", { data: body });
    expect(refused.status()).toBe(403);
    const forged = await page.request.post("/api/v1/clients/register", {
      data: body,
      headers: { "X-XSRF-TOKEN": "forged-token-forged-token" },
    });
    expect(forged.status()).toBe(403);
    const accepted = await page.request.post("/api/v1/clients/register", { data: body, headers: { "X-XSRF-TOKEN": xsrf! } });
    expect(accepted.status()).toBe(201);
  });
});
