import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { AppError } from "@/server/errors";
import { API_CONTENT_SECURITY_POLICY } from "@/server/http/security-headers";
import { errorBody } from "./error-response";

/**
 * What must happen to a request before Next.js sees it, installed once from
 * instrumentation.ts on the Node server that `next start` runs:
 *
 * 1. Methods the Fetch API cannot represent (TRACE, TRACK, and CONNECT, which
 *    Node hands to a separate 'connect' event) are answered 405 here: Next.js
 *    builds a `Request` for every route and page, and undici throws on those
 *    methods, which Next.js answered with a 500.
 * 2. With no trusted proxy (TRUST_PROXY_HOPS=0) a client-sent X-Forwarded-For
 *    is dropped, so Next.js records the socket's own address there (it only
 *    does so when the header is absent) and clientAddress() reads the peer,
 *    not a value the client chose.
 * 3. A path with malformed percent-encoding (`/api/v1/calendar/%E0%A4%A.ics`)
 *    is answered 400 here: Next.js fails to decode the dynamic segment and
 *    answered every such request with a 500.
 *
 * Node publishes `http.server.request.start` (a public diagnostics channel)
 * synchronously before it emits 'request'; the first time a server shows up
 * there, its 'request' listeners are wrapped. Nothing in Node is patched.
 */
export const UNREPRESENTABLE_METHODS: ReadonlySet<string> = new Set(["TRACE", "TRACK", "CONNECT"]);
export const ALLOWED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

const METHOD_NOT_ALLOWED_BODY = JSON.stringify(errorBody(new AppError("METHOD_NOT_ALLOWED", "This method is not allowed on this route.")));

const refusalHeaders = {
  "Content-Type": "application/json",
  "Content-Length": String(Buffer.byteLength(METHOD_NOT_ALLOWED_BODY)),
  "Cache-Control": "no-store",
  Allow: ALLOWED_METHODS,
  "Content-Security-Policy": API_CONTENT_SECURITY_POLICY,
  "X-Content-Type-Options": "nosniff",
  Connection: "close",
};

const MALFORMED_PATH_BODY = JSON.stringify(
  errorBody(new AppError("BAD_REQUEST", "The address is not valid: it has a malformed %-escape.")),
);

/** True when the path part of a request target has a %-escape that does not decode (Next.js would answer 500). */
export function hasMalformedPath(url: string | undefined): boolean {
  const path = (url ?? "").split("?")[0] ?? "";
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

function refuseMalformedPath(res: ServerResponse): void {
  res.writeHead(400, {
    "Content-Type": "application/json",
    "Content-Length": String(Buffer.byteLength(MALFORMED_PATH_BODY)),
    "Cache-Control": "no-store",
    "Content-Security-Policy": API_CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
  });
  res.end(MALFORMED_PATH_BODY);
}

/** Drops a forgeable X-Forwarded-For when no proxy is trusted to have written it. */
export function normaliseForwardedFor(headers: IncomingMessage["headers"], trustedProxyHops: number): void {
  if (trustedProxyHops < 1) delete headers["x-forwarded-for"];
}

function refuseMethod(res: ServerResponse): void {
  res.writeHead(405, refusalHeaders);
  res.end(METHOD_NOT_ALLOWED_BODY);
}

/** CONNECT never reaches 'request': without a listener Node just drops the socket. Answer it instead. */
function refuseConnect(_req: IncomingMessage, socket: Duplex): void {
  const head = Object.entries(refusalHeaders)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\r\n");
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${head}\r\n\r\n${METHOD_NOT_ALLOWED_BODY}`);
}

function guard(server: Server, trustedProxyHops: number): void {
  const listeners = server.listeners("request") as RequestListener[];
  server.removeAllListeners("request");
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (UNREPRESENTABLE_METHODS.has((req.method ?? "").toUpperCase())) return refuseMethod(res);
    if (hasMalformedPath(req.url)) return refuseMalformedPath(res);
    normaliseForwardedFor(req.headers, trustedProxyHops);
    for (const listener of listeners) listener.call(server, req, res);
  });
  if (server.listenerCount("connect") === 0) server.on("connect", refuseConnect);
}

const guardedServers = new WeakSet<Server>();
let installed = false;

export function installNodeRequestGuard(trustedProxyHops: number): void {
  if (installed) return;
  installed = true;
  subscribe("http.server.request.start", (message) => {
    // Published just before this request is emitted, so the wrapped listeners already handle it.
    const { server } = message as { server: Server };
    if (guardedServers.has(server)) return;
    guardedServers.add(server);
    guard(server, trustedProxyHops);
  });
}
