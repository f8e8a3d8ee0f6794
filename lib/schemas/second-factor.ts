import { z } from "zod";
import {
  BACKUP_CODE_PATTERN,
  PASSKEY_NAME_MAX,
  SECOND_FACTOR_POLICIES,
  TOTP_CODE_PATTERN,
  type SecondFactorPolicy,
} from "@/lib/domain/second-factor";

/**
 * The second sign-in step's set-up and the agency's policy (PRODUCT.md#sign-in-security,
 * docs/API.md "Sign-in security"): the bodies the profile, /security-setup and the
 * security settings send, and the answers they read.
 */

const totpCode = z
  .string({ error: "Enter the 6-digit code from your authenticator app." })
  .trim()
  .regex(TOTP_CODE_PATTERN, "Enter the 6-digit code from your authenticator app.");

/** A current authenticator code or an unused backup code. */
const codeOrBackupCode = z
  .string({ error: "Enter a code from your authenticator app or a backup code." })
  .trim()
  .refine(
    (code) => TOTP_CODE_PATTERN.test(code) || BACKUP_CODE_PATTERN.test(code),
    "Enter a code from your authenticator app or a backup code.",
  );

/** POST /users/me/second-factor/totp/confirm: the first code the app shows. */
export const totpConfirmSchema = z.object({ code: totpCode });
export type TotpConfirmInput = z.infer<typeof totpConfirmSchema>;

/** DELETE /users/me/second-factor/totp. */
export const totpRemoveSchema = z.object({ code: codeOrBackupCode });
export type TotpRemoveInput = z.infer<typeof totpRemoveSchema>;

/** POST /users/me/second-factor/backup-codes: a code, or the password of a person with no authenticator app. */
export const backupCodesRegenerateSchema = z.union([
  z.object({ code: codeOrBackupCode }),
  z.object({ password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(128, "Password is too long.") }),
]);
export type BackupCodesRegenerateInput = z.infer<typeof backupCodesRegenerateSchema>;

/** A passkey's name, as the person gives it ("Work laptop"). */
export const passkeyNameSchema = z.object({
  name: z
    .string({ error: "Name the passkey." })
    .trim()
    .min(1, "Name the passkey, for example “Work laptop”.")
    .max(PASSKEY_NAME_MAX, `A passkey's name has at most ${PASSKEY_NAME_MAX} characters.`),
});
export type PasskeyNameInput = z.infer<typeof passkeyNameSchema>;

/** PUT /settings/security. */
export const securitySettingsSchema = z.object({
  requireSecondFactor: z.enum(SECOND_FACTOR_POLICIES, { error: "Choose who must use a second sign-in step." }),
});
export type SecuritySettingsInput = z.infer<typeof securitySettingsSchema>;

export interface PasskeyDto {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** GET /users/me/second-factor. */
export interface SecondFactorStatus {
  totp: { createdAt: string; lastUsedAt: string | null } | null;
  passkeys: PasskeyDto[];
  backupCodesLeft: number;
  backupCodesCreatedAt: string | null;
  /** The agency's policy asks this person for a second step. */
  required: boolean;
  /** Required, and none set up yet. */
  setupRequired: boolean;
}

/** POST /users/me/second-factor/totp: the pending secret. */
export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

export interface BackupCodesDto {
  backupCodes: string[];
}

/** POST /users/me/passkeys. */
export interface PasskeyCreated {
  passkey: PasskeyDto;
  backupCodes?: string[];
}

/** GET|PUT /settings/security. */
export interface SecuritySettingsDto {
  requireSecondFactor: SecondFactorPolicy;
  updatedAt: string | null;
  updatedBy: { id: string; name: string } | null;
}

/** GET /users/{id}/second-factor: the user page's card. */
export interface UserSecondFactorSummary {
  totp: boolean;
  passkeys: number;
  backupCodesLeft: number;
}
