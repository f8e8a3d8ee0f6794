import { expect, test } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { DAY_OF_WEEK_LABELS } from "@/lib/domain/enums";
import { dayOfWeekOf } from "@/lib/domain/recurrence";
import { apiLogin } from "../support/api";
import { closeHoldOn, signIn } from "../support/browser";
import { agencyDate, agencyToday, createListingFor } from "../support/reminders";

/**
 * The reminder journey. "Its day" needs no clock control: the weekly
 * reminder is created for the agency's current weekday, starting today, so
 * today is one of its days; later weeks are covered by the API and unit
 * tests (next occurrence computed relative to the agency's day).
 */
test.describe("Reminders", () => {
  test("create a weekly reminder from a listing, see it on the dashboard on its day, edit it, delete it", async ({ page, request }) => {
    const adminToken = await apiLogin(request, "admin");
    const listing = await createListingFor(request, adminToken); // handled by the test specialist
    const name = `Weekly inspection ${randomBytes(3).toString("hex")}`;
    const today = agencyToday();
    const weekday = DAY_OF_WEEK_LABELS[dayOfWeekOf(today)];

    await signIn(page, "specialist");
    // The listing page's link: the form opens with that listing chosen.
    await page.goto(`/reminders/reminder-details?listing=${listing._id}`);
    await expect(page).toHaveURL(/\/reminders\/reminder-details\?listing=/);
    await expect(page.getByRole("combobox", { name: "Property" })).toHaveValue(listing.propertyName);

    // An incomplete form: the 'Hold On ...' alert.
    await page.getByRole("button", { name: "CREATE REMINDER" }).click();
    await expect(page.getByText("Please complete all required fields marked with the Asterisk (*)")).toBeVisible();
    await closeHoldOn(page);
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");

    await page.getByRole("textbox", { name: "Name" }).fill(name);
    await page.getByLabel("Date").fill(today);
    const time = page.getByRole("textbox", { name: "Time" });
    await time.pressSequentially("1345");
    await expect(time).toHaveValue("13:45"); // the mask adds the colon
    await page.getByRole("combobox", { name: "AM/PM" }).selectOption("PM");
    await page.getByRole("combobox", { name: "Frequency" }).selectOption("weekly");
    await page.getByRole("combobox", { name: "Day of week" }).selectOption({ label: weekday });
    await page.getByRole("textbox", { name: "Notes" }).fill("Walk the garden and check the irrigation.");
    // A filled but invalid time: the 'Hold On ...' alert names the rule (PRODUCT.md#reminders), and focus comes back to the time.
    await page.getByRole("button", { name: "CREATE REMINDER" }).click();
    const holdOn = page.getByRole("alertdialog", { name: "Hold On ..." });
    await expect(holdOn).toContainText("Time must be entered in 12 hour format. Hours cannot be greater than 12.");
    await expect(holdOn).not.toContainText("Please complete all required fields");
    await holdOn.getByRole("button", { name: "OK" }).click();
    await expect(time).toBeFocused();
    await expect(page.getByText("Time must be entered in 12 hour format. Hours cannot be greater than 12.")).toBeVisible();

    await time.fill("1200");
    await page.getByRole("combobox", { name: "AM/PM" }).selectOption("AM");
    await page.getByRole("button", { name: "CREATE REMINDER" }).click();
    await expect(holdOn).toContainText("Incorrect time format. Please use 12 hour time format, 12 AM should be 00.");
    await holdOn.getByRole("button", { name: "OK" }).click();
    await expect(page.getByText("Incorrect time format. Please use 12 hour time format, 12 AM should be 00.")).toBeVisible();

    await time.fill("0930");
    await page.getByRole("button", { name: "CREATE REMINDER" }).click();
    await expect(page.getByText("Would you like to create this new reminder?")).toBeVisible();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("Operation Successful")).toBeVisible();
    await expect(page.getByText("Reminder Created: Your new reminder has been created.")).toBeVisible();
    await expect(page.getByRole("button", { name: "REGISTER ANOTHER REMINDER" })).toBeVisible();
    await page.getByRole("link", { name: "CLOSE" }).click();
    await expect(page).toHaveURL(/\/reminders$/);
    await expect(page.getByRole("region", { name: /TODAY/ }).getByRole("link", { name: new RegExp(name) })).toBeVisible();

    // The dashboard shows today's reminders for the signed-in specialist.
    await page.goto("/dashboard");
    const todayCard = page.getByTestId("dashboard-today");
    await expect(page.getByRole("heading", { name: /Today's reminders/ })).toBeVisible();
    const tile = todayCard.getByRole("link", { name: new RegExp(name) });
    await expect(tile).toContainText(listing.propertyName);
    await expect(tile).toContainText("9:30 AM AST"); // agency time, with its zone
    await expect(tile).toContainText(`Weekly on ${weekday}`);
    await expect(page.getByRole("figure", { name: "Listings by status" })).toBeVisible();

    // View: date and time like 'MMM d, y - h:mma'.
    await tile.click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByTestId("reminder-date-time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} - 9:30AM AST$/);
    await expect(page.getByText(`Weekly on ${weekday}`)).toBeVisible();
    await expect(page.locator("#main").getByText("Sasha Specialist")).toBeVisible();

    // Edit: time and AM/PM come from the stored date-time.
    await page.getByRole("link", { name: "Edit" }).click();
    await expect(page.getByRole("textbox", { name: "Time" })).toHaveValue("09:30");
    await expect(page.getByRole("combobox", { name: "AM/PM" })).toHaveValue("AM");
    await expect(page.getByRole("combobox", { name: "Frequency" })).toHaveValue("weekly");
    await page.getByRole("textbox", { name: "Time" }).fill("0215");
    await page.getByRole("combobox", { name: "AM/PM" }).selectOption("PM");
    await page.getByRole("button", { name: "UPDATE REMINDER" }).click();
    await expect(page.getByText("Would you like to save the details for this reminder?")).toBeVisible();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page.getByText("Reminder Updated: The details of this reminder have been successfully updated!")).toBeVisible();
    await page.getByRole("link", { name: "OK" }).click();
    await expect(page.getByTestId("reminder-date-time")).toHaveText(/ - 2:15PM AST$/);

    // Delete, with the warning (PRODUCT.md#messages).
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Delete Reminder? WARNING: This will remove all associated data!!")).toBeVisible();
    await page.getByRole("button", { name: "YES" }).click();
    await expect(page).toHaveURL(/\/reminders$/);
    await expect(page.getByText("Reminder removed.")).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: new RegExp(name) })).toHaveCount(0);
  });

  test("the list's date filter shows a weekly reminder on each of its days; a search gives a flat list", async ({ page, request }) => {
    const adminToken = await apiLogin(request, "admin");
    const listing = await createListingFor(request, adminToken);
    const name = `Pool service ${randomBytes(3).toString("hex")}`;
    const start = agencyDate(1);
    const response = await request.post("/api/v1/reminders/register", {
      headers: { "x-access-token": adminToken },
      data: {
        name,
        propertyRef: listing._id,
        dateTime: start,
        time: "08:00",
        amPM: "AM",
        isReoccuring: true,
        frequency: "weekly",
        notes: "Chlorine.",
      },
    });
    expect(response.status(), await response.text()).toBe(201);

    await signIn(page, "specialist");
    await page.goto("/reminders");
    const pick = async (date: string) => {
      const [year, month, day] = date.split("-").map(Number) as [number, number, number];
      await page.getByRole("combobox", { name: "Year" }).selectOption(String(year));
      await page.getByRole("combobox", { name: "Month" }).selectOption(String(month));
      await page.getByRole("combobox", { name: "Day" }).selectOption(String(day));
    };
    await pick(agencyDate(8)); // a week after its first day
    await expect(page.getByRole("link", { name: new RegExp(name) })).toBeVisible();
    await pick(agencyDate(9));
    await expect(page.getByRole("link", { name: new RegExp(name) })).toHaveCount(0);
    await page.getByRole("button", { name: "Clear date" }).click();

    await page.getByRole("searchbox", { name: "Search reminders by listing" }).fill(listing.propertyName);
    await expect(page.getByRole("link", { name: new RegExp(name) })).toBeVisible();
    await expect(page.getByRole("region", { name: /Upcoming/ })).toHaveCount(0);
  });
});

test("a 422 from the server shows the server's message (the listing was removed while the form was open)", async ({ page, request }) => {
  const adminToken = await apiLogin(request, "admin");
  const listing = await createListingFor(request, adminToken);
  await signIn(page, "specialist");
  await page.goto(`/reminders/reminder-details?listing=${listing._id}`);
  await expect(page.getByRole("combobox", { name: "Property" })).toHaveValue(listing.propertyName);
  await page.getByRole("textbox", { name: "Name" }).fill(`Orphan ${randomBytes(3).toString("hex")}`);
  await page.getByLabel("Date").fill(agencyDate(2));
  await page.getByRole("textbox", { name: "Time" }).fill("1000");
  await page.getByRole("combobox", { name: "AM/PM" }).selectOption("AM");
  await page.getByRole("textbox", { name: "Notes" }).fill("Someone removes the listing meanwhile.");

  const removed = await request.delete(`/api/v1/listings/remove/${listing._id}`, { headers: { "x-access-token": adminToken } });
  expect(removed.status(), await removed.text()).toBe(200);

  await page.getByRole("button", { name: "CREATE REMINDER" }).click();
  await page.getByRole("button", { name: "YES" }).click();
  const problem = page.getByRole("alertdialog", { name: "Oops!" });
  await expect(problem).toContainText("The chosen property does not exist.");
  await expect(problem).not.toContainText("Problem sumitting reminder details");
  await problem.getByRole("button", { name: "Ok" }).click();
  await expect(page.getByText("The chosen property does not exist.")).toBeVisible(); // marked on the field
});
