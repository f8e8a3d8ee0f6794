/**
 * The second sign-in step (PRODUCT.md#sign-in-security): the ways a person
 * confirms it is them after the password, and the agency's policy of who
 * must have one. The words shown for each live here too.
 */
export const SECOND_FACTOR_METHODS = ["passkey", "totp", "backup_code"] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

export const SECOND_FACTOR_POLICIES = ["none", "admins", "everyone"] as const;
export type SecondFactorPolicy = (typeof SECOND_FACTOR_POLICIES)[number];

export const SECOND_FACTOR_POLICY_LABELS: Record<SecondFactorPolicy, string> = {
  none: "Optional",
  admins: "Required for admins",
  everyone: "Required for everyone",
};

export const SECOND_FACTOR_POLICY_HINTS: Record<SecondFactorPolicy, string> = {
  none: "Each person chooses whether to add a passkey or an authenticator app.",
  admins: "Admins must add a passkey or an authenticator app before they can use the console.",
  everyone: "Every person must add a passkey or an authenticator app before they can use the console.",
};

/** An authenticator app's code: 6 digits. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A backup code as handed out (`xxxxx-xxxxx`); typed with or without the dash. */
export const BACKUP_CODE_PATTERN = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;
export const PASSKEY_NAME_MAX = 60;
