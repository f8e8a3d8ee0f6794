import { headers } from "next/headers";

import { NONCE_HEADER } from "./security-headers";

/** This page request's CSP nonce, for the rare inline <style> a page must render itself. */
export async function cspNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
