import type { CalendarFeedDto } from "@/lib/schemas/calendar";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { createFeedToken, feedUrl, revokeFeedToken } from "@/server/calendar/feed-token";
import { publicBaseUrl } from "@/server/calendar/public-base-url";

/** A new private feed URL for the caller (the old one stops working); shown once, never stored. */
export const POST = withSession(async ({ req, actor }) => {
  const body: CalendarFeedDto = { url: feedUrl(publicBaseUrl(req), await createFeedToken(actor)) };
  return json(body, { status: 201, headers: { "Cache-Control": "no-store" } });
});

/** The caller's feed stops working. */
export const DELETE = withSession(async ({ actor }) => {
  await revokeFeedToken(actor);
  return new Response(null, { status: 204 });
});

export const { GET, PUT, PATCH } = methodsNotAllowed("POST", "DELETE");
