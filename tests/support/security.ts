import { expect, type APIRequestContext, type Page, type Response } from "@playwright/test";
import { pageContentSecurityPolicy } from "@/server/http/security-headers";
import { inlinedStylesheetHashes } from "@/server/http/stylesheet-hashes";
import { createClientViaApi } from "./api";
import { postTransactionViaApi } from "./accounts";
import { createListingViaApi, specialistId } from "./listings";
import { createOrderViaApi, createProviderViaApi } from "./orders";
import { agencyDate, createReminderViaApi } from "./reminders";
import { createUserViaApi } from "./users";

/**
 * Helpers for the hardening journeys (content-security-policy.spec.ts, the page walk of accessibility.spec.ts,
 * stored-markup.spec.ts): a watch on CSP violations, a page's policy checked as it opens, and one record of every
 * kind the console shows, made through the API.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every CSP violation the page reports, two ways: the
 * `securitypolicyviolation` DOM event (installed before any page script) and
 * Chromium's console message ("Refused to ..."), which also covers reports
 * made before a document's scripts could listen.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Refused to|Content Security Policy/i.test(text)) console.push(`${page.url()}: ${text}`);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations!.push(
        `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  return async () => [...console, ...(await page.evaluate(() => window.__cspViolations ?? []))];
}

/**
 * Opens `path` and checks its Content-Security-Policy: server/http/security-headers.ts's, around one fresh nonce
 * (tests/unit/security-headers.test.ts pins its directives) with the hash of the build's inlined stylesheet — the same
 * for every page, none added or dropped on the way out. Answers the page's response.
 */
export async function gotoWithPolicy(page: Page, path: string): Promise<Response> {
  const response = await page.goto(path);
  expect(response, `${path} answered`).not.toBeNull();
  const policy = (await response!.allHeaders())["content-security-policy"] ?? "";
  const nonce = /'nonce-([A-Za-z0-9+/=]{16,})'/.exec(policy)?.[1];
  expect(nonce, `${path}: a nonce of 16 or more base64 characters in ${policy}`).toBeDefined();
  const styleHashes = inlinedStylesheetHashes();
  expect(styleHashes.length, "the build's stylesheet hashed").toBeGreaterThan(0);
  expect(policy.split(";").map((directive) => directive.trim())).toEqual(pageContentSecurityPolicy(nonce!, styleHashes).split("; "));
  return response!;
}

/** The page hydrated: React attached its handlers (a nonce-less Next script would have been blocked). */
export async function expectHydrated(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => typeof (window as unknown as { next?: unknown }).next === "object").catch(() => false))
    .toBe(true);
}

/** The texts to store in each shown field (stored-markup.spec.ts puts markup in them). */
export interface RecordTexts {
  client: string;
  address: string;
  listing: string;
  listingNotes: string;
  provider: string;
  order: string;
  orderNotes: string;
  reminder: string;
  reminderNotes: string;
  transaction: string;
  userFirstName: string;
}

/** One text per record of a set, each "<label>" turned into text by `text` (a prefix, a payload, a tag). */
export function recordTexts(text: (label: string) => string, userFirstName: string): RecordTexts {
  return {
    client: text("Client"),
    address: text("Address"),
    listing: text("Listing"),
    listingNotes: text("Listing notes"),
    provider: text("Provider"),
    order: text("Order"),
    orderNotes: text("Order notes"),
    reminder: text("Reminder"),
    reminderNotes: text("Reminder notes"),
    transaction: text("Entry"),
    userFirstName,
  };
}

export interface RecordSet {
  clientId: string;
  listingId: string;
  providerId: string;
  orderId: string;
  reminderId: string;
  userId: string;
  texts: RecordTexts;
}

/** A client with a listing, a provider with an order on it, a reminder, a ledger entry and a user. */
export async function createRecordSet(request: APIRequestContext, token: string, texts: RecordTexts): Promise<RecordSet> {
  const client = await createClientViaApi(request, token, { name: texts.client, contactMailingAddress: texts.address });
  const listing = await createListingViaApi(
    request,
    token,
    { client: client._id, propertySpecialist: await specialistId(request, token) },
    { propertyName: texts.listing, notes: texts.listingNotes },
  );
  const provider = await createProviderViaApi(request, token, { name: texts.provider, contactMailingAddress: texts.address });
  const order = await createOrderViaApi(
    request,
    token,
    { listingRef: listing._id, serviceProviderRef: provider._id },
    { name: texts.order, notes: texts.orderNotes, details: texts.orderNotes },
  );
  const reminder = await createReminderViaApi(request, token, listing._id, {
    name: texts.reminder,
    notes: texts.reminderNotes,
    dateTime: agencyDate(1),
  });
  await postTransactionViaApi(request, token, client._id, { description: texts.transaction });
  const { user } = await createUserViaApi(request, token, { firstName: texts.userFirstName });
  expect(user.firstName).toBe(texts.userFirstName);
  return {
    clientId: client._id,
    listingId: listing._id,
    providerId: provider._id,
    orderId: order._id,
    reminderId: reminder._id,
    userId: user._id,
    texts,
  };
}

/** Today in yyyy-MM-dd, for a statement period that holds today's entry. */
export function statementPeriod(): { from: string; to: string } {
  return { from: agencyDate(-31), to: agencyDate(0) };
}
