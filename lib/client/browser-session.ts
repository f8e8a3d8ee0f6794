"use client";

/**
 * Starts and ends the browser session through next-auth's endpoints.
 * next-auth/react's signIn() navigates to its own error page when the server
 * cannot be reached; the sign-in screen must show the 'Offline' alert
 * instead, so these two calls are made here with plain fetch.
 */
export class ServerUnreachableError extends Error {}

async function csrfToken(): Promise<string> {
  const response = await fetch("/api/auth/csrf", { cache: "no-store" }).catch(() => {
    throw new ServerUnreachableError();
  });
  if (!response.ok) throw new ServerUnreachableError();
  const { csrfToken: token } = (await response.json()) as { csrfToken: string };
  return token;
}

async function postForm(path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, csrfToken: await csrfToken(), json: "true" }),
    cache: "no-store",
  }).catch(() => {
    throw new ServerUnreachableError();
  });
}

/** Resolves to null on success, or to the server's message for a refused sign-in (the one error body of docs/API.md). */
export async function signInWithCredentials(email: string, password: string): Promise<string | null> {
  const response = await postForm("/api/auth/callback/credentials", { email, password });
  if (response.ok) return null;
  const { message } = (await response.json().catch(() => ({}))) as { message?: unknown };
  return typeof message === "string" && message ? message : "Sign-in failed. Please try again.";
}

export async function signOutBrowser(): Promise<void> {
  await postForm("/api/auth/signout", {});
}
