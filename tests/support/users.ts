import { expect, type APIRequestContext } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { API, fakeAddress, postLogin, tokenHeaders } from "./api";

/**
 * User-management helpers for the API and e2e suites. Every test makes its
 * own throwaway users through the API; the shared fixture accounts are never
 * changed, disabled or deleted.
 */
export interface ManagedUser {
  _id: string;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  role: "admin" | "property-specialist";
  roleCode: string;
  isActive: boolean;
  picture: string | null;
}

export function userBody(overrides: Record<string, unknown> = {}) {
  const tag = randomBytes(5).toString("hex");
  return {
    userName: `user.${tag}`,
    password: `Secret!${tag}`,
    firstName: "Kaia",
    lastName: `Joseph ${tag}`,
    email: `kaia.${tag}@agency.test`,
    role: "property-specialist",
    isActive: true,
    ...overrides,
  };
}

/** Creates a user as the given admin token; answers the user and the password it was given. */
export async function createUserViaApi(request: APIRequestContext, adminToken: string, overrides: Record<string, unknown> = {}) {
  const body = userBody(overrides);
  const response = await request.post(`${API}/users/register`, { headers: tokenHeaders(adminToken), data: body });
  expect(response.status(), await response.text()).toBe(201);
  const user = (await response.json()) as ManagedUser;
  return { user, password: body.password as string, body };
}

/** The fields PUT /users/update expects, from a user as read. */
export function updateBodyOf(user: ManagedUser, overrides: Record<string, unknown> = {}) {
  const { _id, userName, firstName, lastName, email, role, isActive } = user;
  return { _id, userName, firstName, lastName, email, role, isActive, ...overrides };
}

/** Signs a (throwaway) user in through the API; answers its token. */
export async function loginAs(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await postLogin(request, { email, password });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).authToken as string;
}

/** Signs a browser page in as any (throwaway) user, through next-auth's endpoints. */
export async function signInAs(page: import("@playwright/test").Page, email: string, password: string): Promise<void> {
  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  const response = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, json: "true" },
    headers: { "x-forwarded-for": fakeAddress() },
  });
  expect(response.ok(), `sign-in as ${email}`).toBeTruthy();
}
