-- CreateEnum
CREATE TYPE "ServiceOrderStatus" AS ENUM ('PENDING', 'APPROVED', 'DECLINED', 'COMPLETED');

-- CreateEnum
CREATE TYPE "ReminderFrequency" AS ENUM ('none', 'daily', 'weekly', 'monthly');

-- CreateEnum
CREATE TYPE "LedgerColumn" AS ENUM ('credit', 'debit');

-- CreateEnum
CREATE TYPE "TransactionType" AS ENUM ('card', 'cash', 'check', 'payment', 'wire', 'other');

-- CreateTable
CREATE TABLE "stored_files" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "content_type" VARCHAR(64) NOT NULL,
    "byte_size" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "data" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stored_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_name" VARCHAR(80) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "password_hash" VARCHAR(255) NOT NULL,
    "first_name" VARCHAR(80) NOT NULL,
    "last_name" VARCHAR(80) NOT NULL,
    "role" VARCHAR(32) NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "picture_id" UUID,
    "first_name_sort" TEXT GENERATED ALWAYS AS (lower("first_name")) STORED,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "users_role_check" CHECK ("role" IN ('admin', 'property-specialist')),
    CONSTRAINT "users_email_lower_check" CHECK ("email" = lower("email"))
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "kind" VARCHAR(16) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_active_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMPTZ(3),
    "ip" VARCHAR(64),
    "user_agent" VARCHAR(512),

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "sessions_kind_check" CHECK ("kind" IN ('browser', 'api'))
);

-- CreateTable
CREATE TABLE "login_throttle" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL,
    "expire" TIMESTAMPTZ(3),

    CONSTRAINT "login_throttle_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "clients" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" VARCHAR(200) NOT NULL,
    "contact_first_name" VARCHAR(80) NOT NULL,
    "contact_last_name" VARCHAR(80) NOT NULL,
    "contact_primary_number" VARCHAR(40) NOT NULL,
    "contact_secondary_number" VARCHAR(40),
    "contact_email_address" VARCHAR(254) NOT NULL,
    "contact_website_url" VARCHAR(500),
    "contact_mailing_address" VARCHAR(500) NOT NULL,
    "name_sort" TEXT GENERATED ALWAYS AS (lower("name")) STORED,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "clients_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "service_providers" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" VARCHAR(200) NOT NULL,
    "contact_first_name" VARCHAR(80) NOT NULL,
    "contact_last_name" VARCHAR(80) NOT NULL,
    "contact_primary_number" VARCHAR(40) NOT NULL,
    "contact_secondary_number" VARCHAR(40),
    "contact_email_address" VARCHAR(254) NOT NULL,
    "contact_website_url" VARCHAR(500),
    "contact_mailing_address" VARCHAR(500) NOT NULL,
    "name_sort" TEXT GENERATED ALWAYS AS (lower("name")) STORED,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "service_providers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "listings" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "client_id" UUID NOT NULL,
    "property_specialist_id" UUID NOT NULL,
    "property_name" VARCHAR(200) NOT NULL,
    "image" VARCHAR(255) NOT NULL DEFAULT 'property1.jpg',
    "image_id" UUID,
    "listing_type" VARCHAR(32) NOT NULL,
    "property_type" VARCHAR(32),
    "location" VARCHAR(500) NOT NULL,
    "status" VARCHAR(32) NOT NULL,
    "zoning" VARCHAR(32) NOT NULL,
    "sale_price_usd" DECIMAL(14,2),
    "rental_price_usd" DECIMAL(14,2),
    "negotiable" BOOLEAN NOT NULL DEFAULT false,
    "lot_size_sq_feet" DECIMAL(14,2),
    "lot_size_acres" DECIMAL(14,4),
    "property_size_sq_feet" DECIMAL(14,2),
    "bedrooms" INTEGER,
    "bathrooms" INTEGER,
    "other_rooms" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "amenities" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "services" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "lease_start_date" DATE,
    "lease_end_date" DATE,
    "tenant_name" VARCHAR(200),
    "tenant_phone_number" VARCHAR(40),
    "tenant_email" VARCHAR(254),
    "notes" TEXT,
    "property_name_sort" TEXT GENERATED ALWAYS AS (lower("property_name")) STORED,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "listings_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "listings_listing_type_check" CHECK ("listing_type" IN ('land-only', 'land-and-property')),
    CONSTRAINT "listings_property_type_check" CHECK ("property_type" IS NULL OR "property_type" IN ('apartment', 'condo', 'house', 'office-space', 'villa')),
    CONSTRAINT "listings_status_check" CHECK ("status" IN ('for-rent', 'rented', 'rented-and-for-sale', 'for-sale', 'rent-and-sale', 'sold')),
    CONSTRAINT "listings_zoning_check" CHECK ("zoning" IN ('residential', 'commercial', 'mixed'))
);

-- CreateTable
CREATE TABLE "service_orders" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "order_number" SERIAL NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "listing_id" UUID NOT NULL,
    "service_provider_id" UUID NOT NULL,
    "due_at" TIMESTAMPTZ(3) NOT NULL,
    "details" TEXT NOT NULL,
    "notes" TEXT,
    "status" "ServiceOrderStatus" NOT NULL DEFAULT 'PENDING',
    "created_by_id" UUID,
    "created_by_name" VARCHAR(170) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "service_orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reminders" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" VARCHAR(200) NOT NULL,
    "listing_id" UUID NOT NULL,
    "specialist_id" UUID,
    "due_at" TIMESTAMPTZ(3) NOT NULL,
    "time" VARCHAR(5) NOT NULL,
    "am_pm" VARCHAR(2) NOT NULL,
    "is_recurring" BOOLEAN NOT NULL DEFAULT false,
    "frequency" "ReminderFrequency" NOT NULL DEFAULT 'none',
    "day_of_week" VARCHAR(9),
    "notes" TEXT NOT NULL,
    "status" VARCHAR(32),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reminders_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "reminders_am_pm_check" CHECK ("am_pm" IN ('AM', 'PM')),
    CONSTRAINT "reminders_day_of_week_check" CHECK ("day_of_week" IS NULL OR "day_of_week" IN ('sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'))
);

-- CreateTable
CREATE TABLE "accounts" (
    "client_id" UUID NOT NULL,
    "balance" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "entry_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "accounts_pkey" PRIMARY KEY ("client_id")
);

-- CreateTable
CREATE TABLE "account_transactions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "sequence" BIGSERIAL NOT NULL,
    "client_id" UUID NOT NULL,
    "date" TIMESTAMPTZ(3) NOT NULL,
    "column" "LedgerColumn" NOT NULL,
    "type" "TransactionType" NOT NULL,
    "description" VARCHAR(500) NOT NULL,
    "value" DECIMAL(14,2) NOT NULL,
    "closing_balance" DECIMAL(14,2) NOT NULL,
    "posted_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_transactions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "account_transactions_value_check" CHECK ("value" > 0)
);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "actor_id" UUID,
    "actor_name" VARCHAR(170) NOT NULL,
    "action" VARCHAR(32) NOT NULL,
    "entity_type" VARCHAR(48) NOT NULL,
    "entity_id" UUID NOT NULL,
    "changes" JSONB,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_user_name_key" ON "users"("user_name");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "users_role_first_name_sort_idx" ON "users"("role", "first_name_sort");

-- CreateIndex
CREATE INDEX "users_first_name_sort_idx" ON "users"("first_name_sort");

-- CreateIndex
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions"("token_hash");

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

-- CreateIndex
CREATE INDEX "clients_name_sort_id_idx" ON "clients"("name_sort", "id");

-- CreateIndex
CREATE INDEX "service_providers_name_sort_id_idx" ON "service_providers"("name_sort", "id");

-- CreateIndex
CREATE INDEX "listings_property_name_sort_id_idx" ON "listings"("property_name_sort", "id");

-- CreateIndex
CREATE INDEX "listings_client_id_property_name_sort_idx" ON "listings"("client_id", "property_name_sort");

-- CreateIndex
CREATE INDEX "listings_property_specialist_id_property_name_sort_idx" ON "listings"("property_specialist_id", "property_name_sort");

-- CreateIndex
CREATE INDEX "listings_status_idx" ON "listings"("status");

-- CreateIndex
CREATE UNIQUE INDEX "service_orders_order_number_key" ON "service_orders"("order_number");

-- CreateIndex
CREATE INDEX "service_orders_status_due_at_idx" ON "service_orders"("status", "due_at");

-- CreateIndex
CREATE INDEX "service_orders_service_provider_id_due_at_idx" ON "service_orders"("service_provider_id", "due_at");

-- CreateIndex
CREATE INDEX "service_orders_listing_id_due_at_idx" ON "service_orders"("listing_id", "due_at");

-- CreateIndex
CREATE INDEX "reminders_specialist_id_due_at_idx" ON "reminders"("specialist_id", "due_at");

-- CreateIndex
CREATE INDEX "reminders_listing_id_due_at_idx" ON "reminders"("listing_id", "due_at");

-- CreateIndex
CREATE INDEX "reminders_due_at_idx" ON "reminders"("due_at");

-- CreateIndex
CREATE UNIQUE INDEX "account_transactions_sequence_key" ON "account_transactions"("sequence");

-- CreateIndex
CREATE INDEX "account_transactions_client_id_date_sequence_idx" ON "account_transactions"("client_id", "date", "sequence");

-- CreateIndex
CREATE INDEX "audit_log_entity_type_entity_id_at_idx" ON "audit_log"("entity_type", "entity_id", "at");

-- CreateIndex
CREATE INDEX "audit_log_at_idx" ON "audit_log"("at");

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_picture_id_fkey" FOREIGN KEY ("picture_id") REFERENCES "stored_files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "listings" ADD CONSTRAINT "listings_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "clients"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "listings" ADD CONSTRAINT "listings_property_specialist_id_fkey" FOREIGN KEY ("property_specialist_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "listings" ADD CONSTRAINT "listings_image_id_fkey" FOREIGN KEY ("image_id") REFERENCES "stored_files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_listing_id_fkey" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_service_provider_id_fkey" FOREIGN KEY ("service_provider_id") REFERENCES "service_providers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_listing_id_fkey" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_specialist_id_fkey" FOREIGN KEY ("specialist_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "clients"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_transactions" ADD CONSTRAINT "account_transactions_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "clients"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_transactions" ADD CONSTRAINT "account_transactions_posted_by_id_fkey" FOREIGN KEY ("posted_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
