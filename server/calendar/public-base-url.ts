import { env } from "@/server/env";

/** The console's address as people reach it: NEXTAUTH_URL when set (behind a proxy), else the request's own origin. */
export function publicBaseUrl(req: Request): string {
  return (env().NEXTAUTH_URL ?? new URL(req.url).origin).replace(/\/+$/, "");
}
