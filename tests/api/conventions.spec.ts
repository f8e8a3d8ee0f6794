import { expect, test } from "@playwright/test";
import { API, apiLogin, createClientViaApi, expectApiError, expectNoInternals, tokenHeaders } from "@/tests/support/api";

/**
 * The conventions every module follows (issue §5): JSON errors of one shape
 * for unknown routes and wrong methods, the health check, the stats.
 */
test.describe("API conventions", () => {
  const unknownRoutes: { method: string; path: string }[] = [
    { method: "GET", path: "/whatever" },
    { method: "POST", path: "/whatever" },
    { method: "PUT", path: "/whatever/else" },
    { method: "PATCH", path: "/whatever" },
    { method: "DELETE", path: "/whatever/1" },
    { method: "GET", path: "/clients/details" },
    { method: "GET", path: "/clients/unknown/deeper" },
    { method: "DELETE", path: "/clients/remove" },
    { method: "GET", path: "/auth" },
    { method: "GET", path: "/references" },
  ];

  for (const { method, path } of unknownRoutes) {
    for (const signedIn of [false, true]) {
      test(`${method} /api/v1${path} ${signedIn ? "(signed in)" : "(no session)"} → 404 JSON`, async ({ request }) => {
        const headers = signedIn ? tokenHeaders(await apiLogin(request)) : {};
        const response = await request.fetch(`${API}${path}`, {
          method,
          headers,
          ...(method === "GET" || method === "DELETE" ? {} : { data: {} }),
        });
        await expectApiError(response, 404);
      });
    }
  }

  const wrongMethods: { method: string; path: string }[] = [
    { method: "DELETE", path: "/clients" },
    { method: "POST", path: "/clients" },
    { method: "PUT", path: "/clients" },
    { method: "GET", path: "/clients/register" },
    { method: "PUT", path: "/clients/register" },
    { method: "GET", path: "/clients/update" },
    { method: "POST", path: "/clients/update" },
    { method: "GET", path: "/auth/admin/login" },
    { method: "GET", path: "/auth/logout" },
    { method: "POST", path: "/health" },
    { method: "DELETE", path: "/references/stats" },
  ];

  for (const { method, path } of wrongMethods) {
    test(`${method} /api/v1${path} → 405`, async ({ request }) => {
      const token = await apiLogin(request);
      const response = await request.fetch(`${API}${path}`, {
        method,
        headers: tokenHeaders(token),
        ...(method === "GET" || method === "DELETE" ? {} : { data: {} }),
      });
      expect(response.status()).toBe(405);
      expectNoInternals(await response.text());
    });
  }

  test("405 answers carry the one JSON error body like every other error", async ({ request }) => {
    const token = await apiLogin(request);
    const { method, path } = wrongMethods[0]!;
    const response = await request.fetch(`${API}${path}`, { method, headers: tokenHeaders(token) });
    await expectApiError(response, 405);
  });

  test("GET /health – 200 without a session, never cached", async ({ request }) => {
    const response = await request.get(`${API}/health`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "postgres" });
    expect(response.headers()["cache-control"]).toContain("no-store");
  });

  test("GET /references/stats – counts, and a new client counts at once", async ({ request }) => {
    const token = await apiLogin(request);
    const stats = async () => {
      const response = await request.get(`${API}/references/stats`, { headers: tokenHeaders(token) });
      expect(response.status()).toBe(200);
      return (await response.json()) as { clients: number; listings: number; serviceOrders: number };
    };

    const first = await stats();
    expect(Object.keys(first).sort()).toEqual(["clients", "listings", "serviceOrders"]);
    for (const value of Object.values(first)) {
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
    }

    // Other tests create and delete clients in parallel: retry until a
    // create-and-count lands in a quiet moment.
    await expect(async () => {
      const before = (await stats()).clients;
      const created = await createClientViaApi(request, token);
      const after = (await stats()).clients;
      const removed = await request.delete(`${API}/clients/remove/${created._id}`, { headers: tokenHeaders(token) });
      expect(removed.status()).toBe(200);
      const end = (await stats()).clients;
      expect(after - before).toBe(1);
      expect(end - after).toBe(-1);
    }).toPass({ timeout: 20_000, intervals: [100, 250, 500] });
  });

  test("GET /references/stats – needs a session", async ({ request }) => {
    await expectApiError(await request.get(`${API}/references/stats`), 401);
  });

  test("API responses carry the security headers and are JSON", async ({ request }) => {
    const token = await apiLogin(request);
    for (const path of ["/clients?limit=1", "/references/stats", "/nowhere"]) {
      const response = await request.get(`${API}${path}`, { headers: tokenHeaders(token) });
      const headers = response.headers();
      expect(headers["content-type"], path).toContain("application/json");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["cache-control"], path).toContain("no-store");
      expect(headers["x-powered-by"], path).toBeUndefined();
    }
  });
});
