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
export const PASSWORD_RESET_DONE = "Your password has been changed. Sign in with your new password.";
export const RESET_LINK_INVALID = "This link is not valid any more: it was used, it expired, or it was cut short. Ask for a new one.";

export const forgotPasswordSchema = z.object({ email: requiredEmail("E-mail") });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string({ error: RESET_LINK_INVALID }).trim().min(1, RESET_LINK_INVALID).max(200, RESET_LINK_INVALID),
  password: passwordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The reset page's form: the password twice (the token comes from the link, not a field). */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirm: z.string({ error: "Please type the password again." }) })
  .refine((value) => value.password === value.confirm, { path: ["confirm"], message: "The two passwords are not the same." });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;
