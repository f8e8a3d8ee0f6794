import { headers } from "next/headers";

/** A phone's browser by its user agent: Android phones (tablets omit "Mobile"), iPhones, iPods. Not iPads. */
const PHONE_USER_AGENT = /iPhone|iPod|Android.+Mobile/;

/**
 * Whether the page is for a phone's browser — the client hint Chromium sends with every request
 * (`Sec-CH-UA-Mobile: ?1`), else the user agent. For a page with a phone layout and a wide one (the calendar's agenda
 * and grid): a phone gets its own alone; any other browser gets both and the width picks one (CSS), so a narrow
 * desktop window or a tablet still sees the right one.
 */
export async function isPhoneBrowser(): Promise<boolean> {
  const request = await headers();
  if (request.get("sec-ch-ua-mobile") === "?1") return true;
  return PHONE_USER_AGENT.test(request.get("user-agent") ?? "");
}
