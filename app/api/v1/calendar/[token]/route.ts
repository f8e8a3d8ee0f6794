import { methodsNotAllowed, withPublic } from "@/server/api/handler";
import { buildFeed, loadFeed } from "@/server/calendar/calendar-feed";
import { feedOwner } from "@/server/calendar/feed-token";
import { publicBaseUrl } from "@/server/calendar/public-base-url";
import { env } from "@/server/env";
import { notFound } from "@/server/errors";

/**
 * GET /api/v1/calendar/{token}.ics — no session: the unguessable token is the
 * credential (calendar apps send no cookies). Anything but a live token with
 * the .ics suffix is the same 404.
 */
export const GET = withPublic<{ token: string }>(async ({ req, params }) => {
  const match = /^([A-Za-z0-9_-]{1,100})\.ics$/.exec(params.token);
  const owner = match ? await feedOwner(match[1]!) : null;
  if (!owner) throw notFound("No calendar feed at this address. Create a new one on the Calendar page.");
  const now = new Date();
  const timeZone = env().APP_TIME_ZONE;
  const calendar = buildFeed(await loadFeed(owner, now, timeZone), { name: owner.name, host: publicBaseUrl(req), now, timeZone });
  return new Response(calendar, {
    status: 200,
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="agency-calendar.ics"',
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
