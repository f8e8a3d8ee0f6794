import { expect, type Page } from "@playwright/test";
import { fakeAddress } from "./api";
import { TEST_USERS, type TestUserKey } from "./test-users";

/**
 * Signs a browser page in through next-auth's endpoints (the cookies land in
 * the page's context), skipping the form — only the sign-in tests use the form.
 */
export async function signIn(page: Page, who: TestUserKey = "admin"): Promise<void> {
  const { email, password } = TEST_USERS[who];
  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  const response = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, json: "true" },
    headers: { "x-forwarded-for": fakeAddress() },
  });
  expect(response.ok(), `sign-in as ${who}`).toBeTruthy();
}

export async function xsrfToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN");
  expect(cookie, "XSRF-TOKEN cookie").toBeDefined();
  return cookie!.value;
}

/**
 * The letter headings of a grouped list ('A'…'Z', '#'). Journeys check that
 * the first page is grouped without assuming which letters it reaches: the
 * suites share one database, so other tests' records fill the first page.
 */
export function letterHeadings(page: Page) {
  return page.getByRole("heading", { name: /^(\p{Lu}|#)$/u });
}
