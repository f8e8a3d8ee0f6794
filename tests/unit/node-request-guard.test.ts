import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasMalformedPath, installNodeRequestGuard, normaliseForwardedFor } from "@/server/api/node-request-guard";

/**
 * The guard on a real Node HTTP server, as `next start` runs one: TRACE and
 * CONNECT never reach the app's listener; with no trusted proxy a client's
 * X-Forwarded-For is gone before the app reads it.
 */
describe("normaliseForwardedFor", () => {
  it.each([
    [0, { "x-forwarded-for": "203.0.113.9" }, {}],
    [0, { host: "x" }, { host: "x" }],
    [1, { "x-forwarded-for": "203.0.113.9, 10.0.0.1" }, { "x-forwarded-for": "203.0.113.9, 10.0.0.1" }],
    [2, { "x-forwarded-for": "a, b" }, { "x-forwarded-for": "a, b" }],
  ])("TRUST_PROXY_HOPS=%i: %j → %j", (hops, headers, expected) => {
    const copy: IncomingHttpHeaders = { ...headers };
    normaliseForwardedFor(copy, hops);
    expect(copy).toEqual(expected);
  });
});

describe("hasMalformedPath", () => {
  it.each([
    ["/api/v1/calendar/%E0%A4%A.ics", true],
    ["/api/v1/clients/details/%", true],
    ["/api/v1/calendar/abc.ics", false],
    ["/api/v1/calendar/%41bc.ics?q=%", false],
    ["/clients?name=%E0%A4%A", false],
  ])("%s → %s", (url, malformed) => {
    expect(hasMalformedPath(url)).toBe(malformed);
  });
});

describe("installNodeRequestGuard", () => {
  let server: Server;
  let port: number;
  const seen: { method?: string; forwardedFor?: string }[] = [];

  beforeAll(async () => {
    installNodeRequestGuard(0);
    server = createServer((req, res) => {
      seen.push({ method: req.method, forwardedFor: req.headers["x-forwarded-for"] as string | undefined });
      res.end("app");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (method: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string; allow?: string }>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, method, path: "/api/v1/clients", headers }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, body, allow: res.headers.allow }));
      });
      req.on("error", reject);
      req.end();
    });

  it("passes ordinary requests to the app, without a client's X-Forwarded-For (no trusted proxy)", async () => {
    seen.length = 0;
    expect((await send("GET", { "x-forwarded-for": "203.0.113.9" })).body).toBe("app");
    expect((await send("POST")).body).toBe("app");
    expect(seen).toEqual([
      { method: "GET", forwardedFor: undefined },
      { method: "POST", forwardedFor: undefined },
    ]);
  });

  it("answers TRACE 405 with Allow and the one error body; the app never sees it", async () => {
    seen.length = 0;
    const answer = await send("TRACE", { "x-secret": "never-echoed" });
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(JSON.parse(answer.body)).toEqual({
      status: 405,
      code: "method_not_allowed",
      message: "This method is not allowed on this route.",
    });
    expect(seen).toEqual([]);
  });

  it("answers CONNECT 405 instead of dropping the connection", async () => {
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.write("CONNECT example.test:443 HTTP/1.1\r\nHost: example.test:443\r\n\r\n"));
      let received = "";
      socket.on("data", (chunk) => (received += chunk.toString()));
      socket.on("close", () => resolve(received));
      socket.on("error", reject);
    });
    expect(text).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(text).toContain("Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
  });
});
