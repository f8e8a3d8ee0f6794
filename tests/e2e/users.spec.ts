import { expect, test, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { apiLogin, createClientViaApi } from "../support/api";
import { closeHoldOn, letterHeadings, signIn } from "../support/browser";
import { createListingViaApi } from "../support/listings";
import { pictureBytes, pngOfExactly } from "../support/pictures";
import { createUserViaApi, signInAs } from "../support/users";

const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

test.describe("Manage System Users", () => {
  test("a specialist's menu lacks 'Manage System Users'; /users and its pages send them to the dashboard, which says why", async ({
    page,
  }) => {
    await signIn(page, "specialist");
    await page.goto("/dashboard");
    const menu = page.getByRole("navigation", { name: "Main menu" }).first();
    await expect(menu.getByRole("link", { name: "Clients", exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Manage System Users" })).toHaveCount(0);
    for (const path of ["/users", "/users/user-details", "/users/view/00000000-0000-4000-8000-000000000000"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard\?denied=users$/);
      const notice = page.getByRole("alert").filter({ hasText: "You are not authorised to perform this request!" });
      await expect(notice).toContainText("Manage System Users is for administrators only");
    }
  });

  test("an admin creates, finds, edits, disables and deletes a user", async ({ page }) => {
    const tag = randomBytes(3).toString("hex");
    const firstName = `Quilla${tag}`;
    const email = `quilla.${tag}@agency.test`;
    await signIn(page, "admin");
    await page.goto("/dashboard");
    await page.getByRole("navigation", { name: "Main menu" }).first().getByRole("link", { name: "Manage System Users" }).click();
    await expect(page).toHaveURL(/\/users$/);
    await page.getByRole("link", { name: "New user" }).click();
    await expect(page).toHaveURL(/\/users\/user-details$/);

    // An empty form: 'Hold On ...' and every required field marked.
    await page.getByRole("button", { name: "CREATE USER" }).click();
    await expect(page.getByText("Hold On ...")).toBeVisible();
    await expect(page.getByText("Please complete all required fields marked with the Asterisk (*)")).toBeVisible();
    await closeHoldOn(page);
    for (const name of ["User name", "First name", "Last name", "E-mail address"]) {
      await expect(textbox(page, name)).toHaveAttribute("aria-invalid", "true");
    }
    await expect(page.locator("input#password")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("combobox", { name: "Role" })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("checkbox", { name: "Enable this user" })).toBeChecked();

    await textbox(page, "User name").fill(`quilla.${tag}`);
    await page.locator("input#password").fill(`Quilla!${tag}pass`);
    await textbox(page, "First name").fill(firstName);
    await textbox(page, "Last name").fill("Augustin");
    await textbox(page, "E-mail address").fill("not-an-email");
    await page.getByRole("combobox", { name: "Role" }).selectOption({ label: "Property Specialist" });
    await page.getByRole("button", { name: "CREATE USER" }).click();
    await closeHoldOn(page);
    await expect(page.getByText("E-mail address must be a valid e-mail address.")).toBeVisible();
    await textbox(page, "E-mail address").fill(email);

    // The confirmation comes first; CANCEL saves nothing.
    await page.getByRole("button", { name: "CREATE USER" }).click();
    await expect(page.getByText("Would you like to create this new user?")).toBeVisible();
    await page.getByRole("button", { name: "CANCEL" }).click();
    await page.getByRole("button", { name: "CREATE USER" }).click();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("Operation Successful")).toBeVisible();
    await expect(page.getByText("User account created.")).toBeVisible();

    // CREATE ANOTHER USER gives an empty form; a duplicate e-mail is refused with the reason.
    await page.getByRole("button", { name: "CREATE ANOTHER USER" }).click();
    await expect(textbox(page, "First name")).toHaveValue("");
    await textbox(page, "User name").fill(`other.${tag}`);
    await page.locator("input#password").fill(`Other!${tag}pass`);
    await textbox(page, "First name").fill("Other");
    await textbox(page, "Last name").fill("Person");
    await textbox(page, "E-mail address").fill(email.toUpperCase());
    await page.getByRole("combobox", { name: "Role" }).selectOption("admin");
    await page.getByRole("button", { name: "CREATE USER" }).click();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("Problem sumitting users details. Contact your system administrator for assistance")).toBeVisible();
    await expect(page.getByText("This e-mail address is already used by another user.").first()).toBeVisible();
    await page.getByRole("button", { name: "Ok", exact: true }).click();
    await page.getByRole("link", { name: "CANCEL" }).click();
    await expect(page).toHaveURL(/\/users$/);

    // Grouped by the first letter of the first name; a search gives a flat list.
    await expect(letterHeadings(page).first()).toBeVisible();
    await page.getByRole("searchbox", { name: "search for users" }).fill(firstName);
    const tile = page.getByRole("link", { name: new RegExp(`${firstName} Augustin`) });
    await expect(tile).toBeVisible();
    await expect(tile).toContainText("Property Specialist");
    await expect(letterHeadings(page)).toHaveCount(0);
    await tile.click();

    // The view.
    await expect(page.getByRole("heading", { name: `${firstName} Augustin`, level: 1 })).toBeVisible();
    await expect(page.getByText(`quilla.${tag}`, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: email })).toBeVisible();
    await expect(page.getByText("Enabled", { exact: true })).toBeVisible();
    await expect(page.getByText("This user manages no listings.")).toBeVisible();

    // Edit: no password field; disable the user; confirmation; 'User account updated.' and OK back to the view.
    await page.getByRole("link", { name: "Edit" }).click();
    await expect(textbox(page, "First name")).toHaveValue(firstName);
    await expect(page.locator("input#password")).toHaveCount(0);
    await textbox(page, "Last name").fill("Augustin-Lee");
    await page.getByRole("checkbox", { name: "Enable this user" }).uncheck();
    await page.getByRole("button", { name: "UPDATE USER" }).click();
    await expect(page.getByText("Would you like to save the details for this user?")).toBeVisible();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("User account updated.")).toBeVisible();
    await page.getByRole("link", { name: "OK" }).click();
    await expect(page).toHaveURL(/\/users\/view\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: `${firstName} Augustin-Lee`, level: 1 })).toBeVisible();
    await expect(page.getByText("Disabled", { exact: true })).toBeVisible();

    // Delete: 'Delete User?' titled 'Confirm'; CANCEL keeps it, YES removes it and returns to /users.
    await page.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByText("Confirm")).toBeVisible();
    await expect(dialog.getByText("Delete User?")).toBeVisible();
    await dialog.getByRole("button", { name: "CANCEL" }).click();
    await expect(page.getByRole("heading", { name: `${firstName} Augustin-Lee`, level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "YES" }).click();
    await expect(page).toHaveURL(/\/users$/);
    await page.getByRole("searchbox", { name: "search for users" }).fill(firstName);
    await expect(page.getByText(`No users match “${firstName}”.`)).toBeVisible();
  });

  test("the view lists the user's listings with status labels, searchable by property name; deleting them is refused with the reason", async ({
    page,
    request,
  }) => {
    const admin = await apiLogin(request, "admin");
    const { user } = await createUserViaApi(request, admin, { firstName: "Lisette" });
    const client = await createClientViaApi(request, admin);
    const tag = randomBytes(3).toString("hex");
    const villa = await createListingViaApi(
      request,
      admin,
      { client: client._id, propertySpecialist: user._id },
      { propertyName: `Sunset Villa ${tag}`, status: "for-sale" },
    );
    await createListingViaApi(
      request,
      admin,
      { client: client._id, propertySpecialist: user._id },
      {
        propertyName: `Harbour Flat ${tag}`,
        status: "for-rent",
        cost: { salePriceInUS: null, rentalPriceInUS: "2500.00", negotiable: false },
      },
    );

    await signIn(page, "admin");
    await page.goto(`/users/view/${user._id}`);
    await expect(page.getByText("Listings (2)")).toBeVisible();
    const villaTile = page.getByRole("link", { name: new RegExp(`Sunset Villa ${tag}`) });
    await expect(villaTile).toContainText("For Sale");
    await expect(page.getByRole("link", { name: new RegExp(`Harbour Flat ${tag}`) })).toContainText("For Rent");

    await page.getByRole("searchbox", { name: "Search this user's listings by property name" }).fill("sunset");
    await expect(page.getByRole("link", { name: new RegExp(`Harbour Flat ${tag}`) })).toHaveCount(0);
    await expect(villaTile).toBeVisible();
    await expect(page.getByText("Listings (1)")).toBeVisible();

    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("Problem removing user account. Contact your system administrator for assistance.")).toBeVisible();
    await expect(
      page.getByText("This user still manages 2 listings. Assign them to another property specialist before deleting the user."),
    ).toBeVisible();
    await page.getByRole("button", { name: "OK" }).click();
    // Still on the user's page, with the listings' search in its address.
    await expect(page).toHaveURL(new RegExp(`/users/view/${user._id}\\?q=sunset$`));

    await villaTile.click();
    await expect(page).toHaveURL(new RegExp(`/listings/view/${villa._id}$`));
  });

  test("avatar change from the shell: browser checks first, then the confirmation, then the new picture shows at once", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const admin = await apiLogin(request, "admin");
    const { user, password } = await createUserViaApi(request, admin, { firstName: "Avery", lastName: "Picture" });
    await signInAs(page, user.email, password);
    await page.goto("/dashboard");

    const avatarButton = page.getByRole("button", { name: "Change your picture" }).first();
    const choose = async (name: string, mimeType: string, buffer: Buffer) => {
      const chooser = page.waitForEvent("filechooser");
      await avatarButton.click();
      await (await chooser).setFiles({ name, mimeType, buffer });
    };
    const dialog = page.getByRole("dialog").or(page.getByRole("alertdialog"));

    await choose("huge.png", "image/png", await pngOfExactly(400_001));
    await expect(dialog.getByText("Selected file too large. User avatar must be no larger than 400kb.")).toBeVisible();
    await dialog.getByRole("button", { name: "OK" }).click();

    await choose("wide.png", "image/png", await pictureBytes(501, 200, "png"));
    await expect(dialog.getByText("Selected file too large. User avatar must be no larger than 500px X 500px maximum")).toBeVisible();
    await dialog.getByRole("button", { name: "OK" }).click();

    await choose("not-a-picture.png", "image/png", Buffer.from("just some text"));
    await expect(dialog.getByText("The picture must be a JPEG, PNG or WebP image.")).toBeVisible();
    await dialog.getByRole("button", { name: "OK" }).click();

    // A good picture: the confirmation; CANCEL sends nothing.
    const avatarImage = avatarButton.locator("img");
    await expect(avatarImage).toHaveCount(0);
    await choose("me.png", "image/png", await pictureBytes(500, 500, "png"));
    await expect(dialog.getByText("Change user avatar with selected picture?")).toBeVisible();
    await dialog.getByRole("button", { name: "CANCEL" }).click();
    await expect(avatarImage).toHaveCount(0);

    await choose("me.jpg", "image/jpeg", await pictureBytes(320, 240, "jpeg"));
    await dialog.getByRole("button", { name: "YES" }).click();
    await expect(avatarImage).toHaveAttribute("src", /^\/api\/v1\/files\/[0-9a-f-]{36}\?variant=thumbnail$/);
    await expect.poll(() => avatarImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const src = await avatarImage.getAttribute("src");

    await page.reload();
    await expect(page.getByRole("button", { name: "Change your picture" }).first().locator("img")).toHaveAttribute("src", src!);
  });

  test("the profile's Preferences save the person's language: the console turns Spanish at once, and their mail", async ({
    page,
    request,
  }) => {
    const admin = await apiLogin(request, "admin");
    const { user, password } = await createUserViaApi(request, admin, { firstName: "Pia", lastName: "Preference" });
    await signInAs(page, user.email, password);
    await page.goto("/profile");

    const card = page.locator("section", { has: page.getByRole("heading", { name: "Preferences" }) });
    const language = card.getByRole("combobox", { name: "Language", exact: true });
    await expect(language).toHaveValue("en");
    await expect(card.getByText("The language of your screens and of the e-mail the console sends you.")).toBeVisible();
    await language.selectOption({ label: "Español" });
    await card.getByRole("button", { name: "SAVE" }).click();
    await expect(page.getByText("Would you like to save your preferences?")).toBeVisible();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("Your screens and e-mail will be in Español.")).toBeVisible();

    // The page renders again in Spanish, and stays so.
    await expect(page.getByRole("heading", { name: "Preferencias" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es-419");
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Idioma", exact: true })).toHaveValue("es");
    const details = await request.get(`/api/v1/users/details/${user._id}`, { headers: { "x-access-token": admin } });
    expect((await details.json()).language).toBe("es");
  });
});
