import { z } from "zod";
import "./zod-config";
import { BACKUP_CODE_PATTERN, normalizeCode, SECOND_FACTOR_POLICIES, TOTP_CODE_PATTERN } from "@/lib/domain/second-factor";
import { PASSWORD_MAX_LENGTH } from "./sign-in-rules";

/**
 * Two-step sign-in's requests (docs/API.md "Two-step sign-in"): the set-up forms and the handlers parse
 * with these. A WebAuthn response is checked by @simplewebauthn/server, so here it is only bounded.
 */
const M = {
  codeRequired: "Enter the 6-digit code from your authenticator app.",
  codeFormat: "Enter the 6-digit code from your authenticator app, or a backup code.",
  totpFormat: "Enter the 6-digit code from your authenticator app.",
  nameRequired: "Give the passkey a name, e.g. Work laptop.",
  nameTooLong: "A passkey's name is at most 60 characters.",
};

/** A 6-digit authenticator code. */
export const totpCodeSchema = z
  .string({ error: M.codeRequired })
  .transform(normalizeCode)
  .refine((code) => TOTP_CODE_PATTERN.test(code), M.totpFormat);

/** A 6-digit authenticator code or a backup code. */
export const secondFactorCodeSchema = z
  .string({ error: M.codeRequired })
  .max(40, M.codeFormat)
  .transform(normalizeCode)
  .refine((code) => TOTP_CODE_PATTERN.test(code) || BACKUP_CODE_PATTERN.test(code), M.codeFormat);

/** What navigator.credentials answered, as @simplewebauthn/browser serialises it (at most 16 KB of JSON). */
export const webAuthnResponseSchema = z
  .object({
    id: z.string().min(1).max(1400),
    rawId: z.string().max(1400),
    type: z.literal("public-key"),
    response: z.record(z.string(), z.unknown()),
  })
  .passthrough()
  .refine((value) => JSON.stringify(value).length <= 16_384, "The passkey's answer is too large.");

export const totpConfirmSchema = z.object({ code: totpCodeSchema });
export const totpRemoveSchema = z.object({ code: secondFactorCodeSchema });
export const backupCodesRegenerateSchema = z.union([
  z.object({ code: secondFactorCodeSchema }).strict(),
  z.object({ password: z.string().min(1, "Enter your password.").max(PASSWORD_MAX_LENGTH) }).strict(),
]);

export const passkeyCreateSchema = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(60, M.nameTooLong),
  response: webAuthnResponseSchema,
});

export const securitySettingsSchema = z.object({
  requireSecondFactor: z.enum(SECOND_FACTOR_POLICIES, { error: 'requireSecondFactor must be "none", "admins" or "everyone".' }),
});

const challengeTokenSchema = z.string({ error: "challengeToken is required." }).min(20).max(100);

/** The second step of a sign-in: a code (authenticator or backup) or a passkey's answer, for the token the password step gave. */
export const secondFactorLoginSchema = z.union([
  z.object({ challengeToken: challengeTokenSchema, code: secondFactorCodeSchema }).strict(),
  z.object({ challengeToken: challengeTokenSchema, passkey: webAuthnResponseSchema }).strict(),
]);

export const passkeyLoginSchema = z.object({ response: webAuthnResponseSchema });

export type TotpConfirmInput = z.input<typeof totpConfirmSchema>;
export type PasskeyCreateInput = z.input<typeof passkeyCreateSchema>;
export type SecuritySettingsInput = z.infer<typeof securitySettingsSchema>;
export type SecondFactorLoginInput = z.infer<typeof secondFactorLoginSchema>;

/** GET /users/me/second-factor. */
export interface PasskeyDto {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}
export interface SecondFactorStatusDto {
  totp: { createdAt: string; lastUsedAt: string | null } | null;
  passkeys: PasskeyDto[];
  backupCodesLeft: number;
  backupCodesCreatedAt: string | null;
  required: boolean;
  setupRequired: boolean;
}
export interface SecuritySettingsDto {
  requireSecondFactor: (typeof SECOND_FACTOR_POLICIES)[number];
  updatedAt: string;
  updatedBy: { id: string; name: string } | null;
}

/** The add-a-passkey dialog's field (the response comes from the browser afterwards). */
export const passkeyNameSchema = passkeyCreateSchema.pick({ name: true });
export type PasskeyNameInput = z.input<typeof passkeyNameSchema>;
export type TotpRemoveInput = z.input<typeof totpRemoveSchema>;
export type BackupCodesRegenerateInput = z.infer<typeof backupCodesRegenerateSchema>;

/** POST /users/me/second-factor/totp: the pending secret. */
export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

/** A new set of backup codes (shown once). */
export interface BackupCodesDto {
  backupCodes: string[];
}

/** POST /users/me/passkeys; `backupCodes` when it was the person's first second factor. */
export interface PasskeyCreated {
  passkey: PasskeyDto;
  backupCodes?: string[];
}

/** GET /users/{id}/second-factor: the user page's card. */
export interface UserSecondFactorSummary {
  totp: boolean;
  passkeys: number;
  backupCodesLeft: number;
}
