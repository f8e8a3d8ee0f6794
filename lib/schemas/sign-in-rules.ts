/**
 * The sign-in rules (PRODUCT.md#sign-in) without zod: e-mail and password are required,
 * and neither may be longer than any account can have (a password is set with
 * at most 128 characters), so nothing over-long reaches the throttle or argon2.
 * `signInSchema` (./auth.ts, the API and next-auth) is built from these
 * limits and messages; the sign-in form checks the same rules with
 * `checkSignIn`, so the sign-in page does not ship zod and react-hook-form
 * for two fields. tests/unit/auth-schema.test.ts holds the two to the same answers.
 */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;

export const SIGN_IN_MESSAGES = {
  emailRequired: "E-mail is required.",
  emailTooLong: "E-mail is too long.",
  passwordRequired: "Password is required.",
  passwordTooLong: "Password is too long.",
} as const;

export interface SignInInput {
  email: string;
  password: string;
}

export type SignInErrors = Partial<Record<keyof SignInInput, string>>;

export type SignInCheck = { ok: true; value: SignInInput } | { ok: false; errors: SignInErrors };

/** The form's side of `signInSchema`: the e-mail trimmed, the password as typed (spaces are characters). */
export function checkSignIn({ email, password }: SignInInput): SignInCheck {
  const trimmed = email.trim();
  const errors: SignInErrors = {};
  if (trimmed.length === 0) errors.email = SIGN_IN_MESSAGES.emailRequired;
  else if (trimmed.length > EMAIL_MAX_LENGTH) errors.email = SIGN_IN_MESSAGES.emailTooLong;
  if (password.length === 0) errors.password = SIGN_IN_MESSAGES.passwordRequired;
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = SIGN_IN_MESSAGES.passwordTooLong;
  return errors.email || errors.password ? { ok: false, errors } : { ok: true, value: { email: trimmed, password } };
}
