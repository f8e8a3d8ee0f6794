import { z } from "zod";
import "./zod-config";
import { requiredEmail } from "./common";
import { passwordSchema } from "./user";

/**
 * "Forgot your password?" (issue 29 §3.4): the two public requests and the
 * reset page's form. The answers' texts live here so the pages and the tests
 * say the same thing.
 */
export const PASSWORD_RESET_MINUTES = 30;

export const FORGOT_PASSWORD_ANSWER = "If an account exists for that e-mail, a link to set a new password is on its way.";
/**
 * The same answer with no mail server set up (the demo, issue 44): the link is written to the Outbox and never sent,
 * so the person asks an administrator, who finds it there. Said for every address, as the other.
 */
export const FORGOT_PASSWORD_ANSWER_NO_MAIL =
  "If an account exists for that e-mail, a link to set a new password is waiting in the Outbox: no mail server is set up, so ask an administrator to give it to you.";
export const FORGOT_PASSWORD_LEAD = "Type the e-mail you sign in with. We will send a link to set a new password.";
export const FORGOT_PASSWORD_LEAD_NO_MAIL =
  "Type the e-mail you sign in with. No mail server is set up here: an administrator finds your link in the Outbox.";
export const PASSWORD_RESET_DONE = "Your password has been changed. Sign in with your new password.";
export const RESET_LINK_INVALID = "This link is not valid any more: it was used, it expired, or it was cut short. Ask for a new one.";

export const forgotPasswordSchema = z.object({ email: requiredEmail("E-mail") });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

const resetTokenSchema = z.string({ error: RESET_LINK_INVALID }).trim().min(1, RESET_LINK_INVALID).max(200, RESET_LINK_INVALID);

export const resetPasswordSchema = z.object({ token: resetTokenSchema, password: passwordSchema });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** POST /auth/password/reset/check (issue 44): is the link still good, asked when the reset page opens; nothing is used up. */
export const resetLinkCheckSchema = z.object({ token: resetTokenSchema });
export const RESET_LINK_GOOD = "This link can set a new password.";

/** The reset page's form: the password twice (the token comes from the link, not a field). */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirm: z.string({ error: "Please type the password again." }) })
  .refine((value) => value.password === value.confirm, { path: ["confirm"], message: "The two passwords are not the same." });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;
