/**
 * Two-step sign-in's words (server/second-factor, the sign-in and profile screens): the ways a person
 * confirms it is them after the password, and the agency's policy of who must have one.
 */
export const SECOND_FACTOR_METHODS = ["passkey", "totp", "backup_code"] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

export const SECOND_FACTOR_POLICIES = ["none", "admins", "everyone"] as const;
export type SecondFactorPolicy = (typeof SECOND_FACTOR_POLICIES)[number];

/** Whether the policy asks a person of this role for a second step. */
export function policyRequiresSecondFactor(policy: SecondFactorPolicy, role: string): boolean {
  return policy === "everyone" || (policy === "admins" && role === "admin");
}

/** How many backup codes a set holds, and how they read: two groups of five (`7kq2m-x9d4p`). */
export const BACKUP_CODE_COUNT = 10;
export const BACKUP_CODE_PATTERN = /^[a-z2-9]{5}-?[a-z2-9]{5}$/;
/** A 6-digit authenticator code (RFC 6238, 30-second steps). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** A code as a person types it: spaces and case do not matter ("123 456", "7KQ2M X9D4P"). */
export const normalizeCode = (code: string) => code.replace(/\s+/g, "").toLowerCase();

/** A passkey's name is at most this long ("Work laptop"). */
export const PASSKEY_NAME_MAX = 60;

/** The second step's token is unknown, used, spent or older than 5 minutes: the person starts again with the password. */
export const SIGN_IN_EXPIRED = "This sign-in has expired. Please sign in again.";
