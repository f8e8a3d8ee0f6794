import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { API, apiLogin, tokenHeaders } from "../support/api";
import { axeViolations } from "../support/axe";
import { signIn, waitForLoaded } from "../support/browser";
import { consolePages, createRecordSetWithLease, type RecordSetWithLease } from "../support/console-pages";
import { createUserViaApi, signInAs } from "../support/users";
import english from "@/messages/en.json";
import spanish from "@/messages/es.json";

/**
 * Every page in Spanish, for both roles (issue 46): a person whose language is Spanish sees `lang="es-419"`, no
 * message key, no English word of the console's own (headings, buttons, labels, column headers, names and hints
 * of controls), and axe finds nothing — an administrator at the desk width, a specialist at the phone width. The
 * records the walk opens carry Spanish data, so what it reads as English can only be the console's.
 */

/** Words the console writes in English that a Spanish screen must not show (whole words, any case). */
// prettier-ignore
const ENGLISH_WORDS = [
  "the", "and", "with", "yet", "new", "search", "save", "cancel", "delete", "edit", "add", "show", "hide", "more", "open",
  "close", "back", "next", "previous", "page", "loading", "details", "name", "date", "status", "balance", "amount",
  "notes", "phone", "address", "created", "updated", "view", "filter", "export", "print", "today", "tomorrow",
  "week", "month", "year", "days", "ago", "tenant", "tenants", "lease", "leases", "rent", "owner", "listing", "listings",
  "client", "clients", "reminder", "reminders", "order", "orders", "provider", "providers", "users", "user", "account",
  "accounts", "history", "documents", "settings", "sign", "password", "menu", "dashboard", "calendar", "outbox",
];
const ENGLISH = new RegExp(`\\b(${ENGLISH_WORDS.join("|")})\\b`, "i");

/** Every message key of the console ("tenants.list.title"): what next-intl shows in place of a message it lacks. */
const KEYS: ReadonlySet<string> = new Set(
  (function paths(node: object, prefix: string): string[] {
    return Object.entries(node).flatMap(([name, value]) =>
      typeof value === "object" && value !== null ? paths(value as object, `${prefix}${name}.`) : [`${prefix}${name}`],
    );
  })(english, ""),
);

/** A key among the page's words (a file name like "listings.csv" is not one). */
const keyIn = (text: string) => text.match(/\b[a-z][A-Za-z]*(?:\.[\w-]+)+/g)?.find((candidate) => KEYS.has(candidate));

/**
 * The console's own words on the page: headings, controls, labels, column headers, and the names and hints of
 * elements. Rows of a list or table are left out — on a list page they hold other records (other tests' data, in
 * English); the walk's own record pages show the console's words around Spanish data. So is `title`, which holds a
 * truncated value in full.
 */
async function consoleWords(page: Page): Promise<{ text: string; where: string }[]> {
  return page.evaluate(() => {
    const found: { text: string; where: string }[] = [];
    const visible = (element: Element) => (element as HTMLElement).offsetParent !== null || element.tagName === "TITLE";
    const inRow = (element: Element) => element.closest("tbody tr, li, [role='row'], [role='listitem']") !== null;
    const selector =
      "h2, h3, button, label, legend, th, dt, summary, [role='tab'], [role='columnheader'], nav a, [role='status'], [role='alert']";
    for (const element of document.querySelectorAll(selector)) {
      if (!visible(element) || (inRow(element) && !element.closest("nav"))) continue;
      const text = (element as HTMLElement).innerText?.trim();
      if (text) found.push({ text, where: element.tagName.toLowerCase() });
    }
    for (const element of document.querySelectorAll("[aria-label], [placeholder]")) {
      if (inRow(element) && !element.closest("nav")) continue;
      for (const attribute of ["aria-label", "placeholder"]) {
        const value = element.getAttribute(attribute);
        if (value) found.push({ text: value, where: `${element.tagName.toLowerCase()}[${attribute}]` });
      }
    }
    found.push({ text: document.title, where: "title" });
    return found;
  });
}

async function spanishProblems(page: Page, path: string, known: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  expect(await page.locator("html").getAttribute("lang"), `${path}: the page's language`).toBe("es-419");
  for (const { text, where } of await consoleWords(page)) {
    // The walk's own records are named in Spanish; a control may still name one ("Abrir {name}").
    const own = known.reduce((rest, name) => rest.replaceAll(name, ""), text);
    const word = ENGLISH.exec(own)?.[0];
    if (word) problems.push(`${path} ${where}: "${text}" (English "${word}")`);
    const key = keyIn(own);
    if (key) problems.push(`${path} ${where}: message key "${key}"`);
  }
  const body = await page.locator("body").innerText();
  const key = keyIn(body);
  if (key) problems.push(`${path}: message key "${key}" in the page`);
  return problems;
}

/** The amenities, rooms and services a listing holds: data typed by staff, shown on chips the console names. */
async function listingDataWords(request: APIRequestContext, token: string, id: string): Promise<string[]> {
  const response = await request.get(`${API}/listings/details/${id}`, { headers: tokenHeaders(token) });
  type Named = { name: string }[] | undefined;
  const listing = (await response.json()) as { amenities?: Named; services?: Named; rooms?: { otherRooms?: Named } };
  return [...(listing.amenities ?? []), ...(listing.services ?? []), ...(listing.rooms?.otherRooms ?? [])].map((item) => item.name);
}

const WALKS = [
  { role: "admin", width: 1440, height: 900 },
  { role: "specialist", width: 390, height: 844 },
] as const;

let records: RecordSetWithLease;
let known: string[];

test.beforeAll(async ({ request }) => {
  expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
  const tag = randomBytes(3).toString("hex");
  const admin = await apiLogin(request, "admin");
  const texts = {
    client: `Inversiones Maribel ${tag}`,
    address: "Calle Duarte 12, Santo Domingo",
    listing: `Casa Brisa Marina ${tag}`,
    listingNotes: "Vista al mar",
    provider: `Plomería Rosario ${tag}`,
    order: `Reparación de tubería ${tag}`,
    orderNotes: "Fuga en la cocina",
    reminder: `Llamar al propietario ${tag}`,
    reminderNotes: "Confirmar la visita",
    transaction: `Depósito inicial ${tag}`,
    userFirstName: "Marisol",
  };
  const tenant = { firstName: "Ramón", lastName: `Ortiz ${tag}`, language: "es" };
  records = await createRecordSetWithLease(request, admin, texts, tenant);
  // The listing's amenity chips and its other data come from the test helpers' defaults (tests/support/listings.ts).
  known = [...Object.values(texts), `Ramón Ortiz ${tag}`, ...(await listingDataWords(request, admin, records.listingId))];
});

for (const walk of WALKS) {
  test(`every page speaks Spanish to a ${walk.role} at ${walk.width} px, axe clean`, async ({ page, request }) => {
    // Some forty pages in turn, each with axe, on a shared machine.
    test.setTimeout(600_000);
    await page.setViewportSize({ width: walk.width, height: walk.height });
    const admin = await apiLogin(request, "admin");
    const role = walk.role === "admin" ? "admin" : "property-specialist";
    const { user, password } = await createUserViaApi(request, admin, { role, language: "es" });
    await signInAs(page, user.email, password);
    const problems: string[] = [];
    for (const path of consolePages(records, walk.role)) {
      await page.goto(path);
      await waitForLoaded(page);
      await expect(page.locator("h1").first(), path).toBeVisible();
      problems.push(...(await spanishProblems(page, path, known)));
      problems.push(...(await axeViolations(page, path)));
    }
    expect(problems, "English, keys or axe violations on Spanish pages").toEqual([]);
  });
}

test("before sign-in, the browser's language picks Spanish", async ({ browser }) => {
  const context = await browser.newContext({ locale: "es-419", baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto("/login");
  expect(await page.locator("html").getAttribute("lang")).toBe("es-419");
  expect(await spanishProblems(page, "/login", [])).toEqual([]);
  expect(await axeViolations(page, "/login")).toEqual([]);
  await context.close();
});

test("an English-speaking person keeps English: the same console, lang en-US", async ({ page }) => {
  await signIn(page, "specialist");
  await page.goto("/tenants");
  await expect(page.getByRole("heading", { name: "Tenants", level: 1 })).toBeVisible();
  expect(await page.locator("html").getAttribute("lang")).toBe("en-US");
});
