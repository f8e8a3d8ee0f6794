import { PASSWORD_RESET_DONE, resetPasswordSchema } from "@/lib/schemas/password-reset";
import { json, methodsNotAllowed, withPublic } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { resetPassword } from "@/server/password-reset/password-reset";
import { ensureDatabaseReady } from "@/server/db/client";

const MAX_BYTES = 4 * 1024;

/**
 * Sets a new password with a "Forgot your password?" link's token: 200, or the
 * one 400 for a token that is used, expired, unknown or malformed (and 400 for
 * a password the user form would refuse). Ends every session of the user and
 * revokes their calendar feed.
 */
export const POST = withPublic(async ({ req }) => {
  const { token, password } = await readJson(req, resetPasswordSchema, { maxBytes: MAX_BYTES });
  await ensureDatabaseReady();
  await resetPassword({ token, password });
  return json({ message: PASSWORD_RESET_DONE }, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
