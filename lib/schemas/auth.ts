import { z } from "zod";
import "./zod-config";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, SIGN_IN_MESSAGES as M, type SignInInput } from "./sign-in-rules";

/**
 * Sign-in (PRODUCT.md#sign-in): the rules of ./sign-in-rules.ts as a schema. The API and
 * next-auth's credentials callback both parse with it; the sign-in form checks
 * the same rules with `checkSignIn` (no zod in the browser for two fields).
 */
export const signInSchema = z.object({
  email: z.string({ error: M.emailRequired }).trim().min(1, M.emailRequired).max(EMAIL_MAX_LENGTH, M.emailTooLong),
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(PASSWORD_MAX_LENGTH, M.passwordTooLong),
}) satisfies z.ZodType<SignInInput>;

export type { SignInInput };
