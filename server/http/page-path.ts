import { headers } from "next/headers";

/** Set by proxy.ts on every page request: a server component has no other way to read the address it renders. */
export const PAGE_PATH_HEADER = "x-page-path";

/** The path of the page being rendered ("/" when the proxy did not run, which only tests do). */
export async function requestedPagePath(): Promise<string> {
  return (await headers()).get(PAGE_PATH_HEADER) ?? "/";
}
