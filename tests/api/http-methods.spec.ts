import { expect, test } from "@playwright/test";
import { connect } from "node:net";
import { API, apiLogin, tokenHeaders } from "@/tests/support/api";

/**
 * Unusual HTTP methods never get a 5xx (server/api/node-request-guard.ts):
 * TRACE, which Next.js answered 500 on every path, and CONNECT are answered
 * 405 with Allow before Next.js sees them; anything else Node or Next.js
 * refuses with a 4xx (or a page's redirect to sign-in).
 */
const PATHS = [
  "/",
  "/login",
  "/dashboard",
  "/clients",
  "/no-such-page",
  `${API}/health`,
  `${API}/clients`,
  `${API}/no-such-route`,
  "/api/auth/csrf",
];

const baseURL = () => new URL(test.info().project.use.baseURL!);

/** A raw request line, for methods no HTTP client sends (CONNECT). Answers the status line and the rest. */
function rawExchange(requestText: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const url = baseURL();
    const socket = connect(Number(url.port), url.hostname, () => socket.write(requestText));
    let text = "";
    socket.setEncoding("utf8");
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer within 10 s")));
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("end", () => resolve(text));
    socket.on("close", () => resolve(text));
    socket.on("error", reject);
  });
}

test.describe("unusual HTTP methods", () => {
  for (const path of PATHS) {
    test(`TRACE ${path} → 405 with Allow and the one error body`, async ({ request }) => {
      const response = await request.fetch(path, { method: "TRACE", maxRedirects: 0 });
      expect(response.status()).toBe(405);
      expect(response.headers().allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(await response.json()).toEqual({
        status: 405,
        code: "method_not_allowed",
        message: "This method is not allowed on this route.",
      });
    });
  }

  test("TRACE with a session is refused the same way (nothing is echoed)", async ({ request }) => {
    const token = await apiLogin(request);
    const response = await request.fetch(`${API}/clients`, {
      method: "TRACE",
      headers: { ...tokenHeaders(token), "x-secret": "do-not-echo" },
    });
    expect(response.status()).toBe(405);
    expect(await response.text()).not.toContain("do-not-echo");
  });

  for (const target of ["127.0.0.1:443", "/", `${API}/health`]) {
    test(`CONNECT ${target} → 405`, async () => {
      const answer = await rawExchange(`CONNECT ${target} HTTP/1.1\r\nHost: ${baseURL().host}\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
      expect(answer).toContain('{"status":405,"code":"method_not_allowed","message":"This method is not allowed on this route."}');
    });
  }

  for (const method of ["OPTIONS", "PROPFIND", "TRACK", "PURGE", "LINK", "SEARCH"]) {
    for (const path of PATHS) {
      test(`${method} ${path} → no 5xx`, async ({ request }) => {
        const response = await request.fetch(path, { method, maxRedirects: 0 });
        expect(response.status(), await response.text()).toBeLessThan(500);
      });
    }
  }
});
