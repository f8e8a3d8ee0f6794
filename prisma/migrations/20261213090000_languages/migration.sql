-- The reader's language: staff read the screens in it; owners, tenants and providers receive their papers and mail
-- in it. Existing records keep English, the only language until now; new ones take AGENCY_LANGUAGE (set by the app).
-- No CHECK: the languages are one list in lib/i18n/languages.ts, validated where the value is written.
ALTER TABLE "users" ADD COLUMN "language" VARCHAR(8) NOT NULL DEFAULT 'en';
ALTER TABLE "clients" ADD COLUMN "language" VARCHAR(8) NOT NULL DEFAULT 'en';
ALTER TABLE "service_providers" ADD COLUMN "language" VARCHAR(8) NOT NULL DEFAULT 'en';
ALTER TABLE "tenants" ADD COLUMN "language" VARCHAR(8) NOT NULL DEFAULT 'en';
