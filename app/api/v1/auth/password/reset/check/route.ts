import { RESET_LINK_GOOD, resetLinkCheckSchema } from "@/lib/schemas/password-reset";
import { json, methodsNotAllowed, withPublic } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { checkPasswordResetLink } from "@/server/password-reset/password-reset";
import { ensureDatabaseReady } from "@/server/db/client";

const MAX_BYTES = 4 * 1024;

/**
 * Is a "Forgot your password?" link still good (issue 44)? Asked by the reset page as it opens: 200, or the one 400
 * of POST /auth/password/reset for a token that is used, expired, unknown, malformed or a disabled user's. Nothing is
 * used up. A POST, not a GET: the token travels in a body, as in the reset, never in an address that logs keep.
 */
export const POST = withPublic(async ({ req }) => {
  const { token } = await readJson(req, resetLinkCheckSchema, { maxBytes: MAX_BYTES });
  await ensureDatabaseReady();
  await checkPasswordResetLink({ token });
  return json({ message: RESET_LINK_GOOD }, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
