-- Two-step sign-in: authenticator apps, passkeys, backup codes, half-finished sign-ins, and the agency's policy.

CREATE TABLE "totp_authenticators" (
    "user_id" UUID NOT NULL,
    "secret_encrypted" VARCHAR(200) NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3),
    "last_used_step" BIGINT,
    "last_used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "totp_authenticators_pkey" PRIMARY KEY ("user_id"),
    CONSTRAINT "totp_authenticators_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE TABLE "passkeys" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "name" VARCHAR(60) NOT NULL,
    "credential_id" VARCHAR(1400) NOT NULL,
    "public_key" BYTEA NOT NULL,
    "counter" BIGINT NOT NULL DEFAULT 0,
    "transports" VARCHAR(16)[],
    "backed_up" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMPTZ(3),
    CONSTRAINT "passkeys_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "passkeys_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "passkeys_credential_id_key" ON "passkeys"("credential_id");
CREATE INDEX "passkeys_user_id_idx" ON "passkeys"("user_id");

CREATE TABLE "backup_codes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "code_hash" CHAR(64) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "backup_codes_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "backup_codes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "backup_codes_user_id_code_hash_key" ON "backup_codes"("user_id", "code_hash");

CREATE TABLE "sign_in_challenges" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "purpose" VARCHAR(24) NOT NULL,
    "token_hash" CHAR(64),
    "webauthn_challenge" VARCHAR(128),
    "user_id" UUID,
    "session_kind" VARCHAR(16),
    "failures" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "sign_in_challenges_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "sign_in_challenges_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "sign_in_challenges_purpose_check" CHECK ("purpose" IN ('second_factor', 'passkey_sign_in', 'passkey_registration')),
    CONSTRAINT "sign_in_challenges_session_kind_check" CHECK ("session_kind" IS NULL OR "session_kind" IN ('browser', 'api'))
);
CREATE UNIQUE INDEX "sign_in_challenges_token_hash_key" ON "sign_in_challenges"("token_hash");
CREATE UNIQUE INDEX "sign_in_challenges_webauthn_challenge_key" ON "sign_in_challenges"("webauthn_challenge");
CREATE INDEX "sign_in_challenges_expires_at_idx" ON "sign_in_challenges"("expires_at");
CREATE INDEX "sign_in_challenges_user_id_idx" ON "sign_in_challenges"("user_id");

CREATE TABLE "security_settings" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "require_second_factor" VARCHAR(16) NOT NULL DEFAULT 'none',
    "updated_by_id" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "security_settings_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "security_settings_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "security_settings_one_row" CHECK ("id" = 1),
    CONSTRAINT "security_settings_require_check" CHECK ("require_second_factor" IN ('none', 'admins', 'everyone'))
);
INSERT INTO "security_settings" ("id") VALUES (1);
