import { FORGOT_PASSWORD_ANSWER, FORGOT_PASSWORD_ANSWER_NO_MAIL, forgotPasswordSchema } from "@/lib/schemas/password-reset";
import { json, methodsNotAllowed, withPublic } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { clientAddress } from "@/server/auth/client-address";
import { requestPasswordReset } from "@/server/password-reset/password-reset";
import { ensureDatabaseReady } from "@/server/db/client";
import { mailDelivers } from "@/server/mail/mail-config";

/** Bodies of these two routes are an e-mail, or a token and a password: a few hundred bytes. */
const MAX_BYTES = 4 * 1024;

/**
 * "Forgot your password?": always the same 202 and words, whether or not an
 * account has that e-mail (the link is decided and sent by a job) — with no
 * mail server set up, words that send the person to an administrator, who
 * finds the link in the Outbox (issue 44); 429 under
 * the sign-in limits' reset rows; application/json only (415), so no plain
 * cross-site form can post here.
 */
export const POST = withPublic(async ({ req }) => {
  const { email } = await readJson(req, forgotPasswordSchema, { maxBytes: MAX_BYTES });
  await ensureDatabaseReady();
  await requestPasswordReset({ email, address: clientAddress(req.headers) });
  const message = mailDelivers() ? FORGOT_PASSWORD_ANSWER : FORGOT_PASSWORD_ANSWER_NO_MAIL;
  return json({ message }, { status: 202, headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
