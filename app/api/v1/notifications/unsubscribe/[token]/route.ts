import { json, methodsNotAllowed, withPublic } from "@/server/api/handler";
import { unsubscribeDigest } from "@/server/notifications/unsubscribe-digest";

/**
 * The digest's List-Unsubscribe address (RFC 8058). No session: the signed
 * token is the credential (server/notifications/unsubscribe-link.ts).
 * POST — a mail client's one-click (body `List-Unsubscribe=One-Click`, not
 * needed) or the page's button — turns the digest off. GET only leads to the
 * page with the button: mail scanners follow links, and must not unsubscribe.
 */
export const POST = withPublic<{ token: string }>(async ({ params }) => {
  await unsubscribeDigest(params.token);
  return json({ digest: false });
});

export const GET = withPublic<{ token: string }>(
  async ({ params }) => new Response(null, { status: 303, headers: { Location: `/unsubscribe/${encodeURIComponent(params.token)}` } }),
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed("GET", "POST");
