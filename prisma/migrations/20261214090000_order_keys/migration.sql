-- The order of names in lists: one key per name, compared byte by byte (COLLATE "C") so every database orders
-- alike — the embedded one has no ICU and a server's default collation varies. The key is the name in lower case
-- with the Latin accents folded (É sorts with E, Ç with C) and Ñ a letter of its own after N, as Spanish
-- alphabetises it ("n~": "~" sorts after every letter). The *_sort columns stay lower(name): imports and saved
-- filters match names on them, exactly. lower() alone leaves accented capitals as they are where the database's
-- ctype is C, so translate() folds both cases.
CREATE FUNCTION "name_order_key"(name TEXT) RETURNS TEXT
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT replace(
    translate(lower(name),
      'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿÑ',
      'aaaaaaaaaaaacceeeeeeeeiiiiiiiioooooooooooouuuuuuuuyyyñ'),
    'ñ', 'n~')
$$;

ALTER TABLE "clients" ADD COLUMN "name_order" TEXT COLLATE "C" GENERATED ALWAYS AS ("name_order_key"("name")) STORED;
ALTER TABLE "service_providers" ADD COLUMN "name_order" TEXT COLLATE "C" GENERATED ALWAYS AS ("name_order_key"("name")) STORED;
ALTER TABLE "tenants" ADD COLUMN "name_order" TEXT COLLATE "C" GENERATED ALWAYS AS (
    "name_order_key"(COALESCE(NULLIF(btrim("company_name"), ''), NULLIF(btrim("first_name" || ' ' || "last_name"), ''), NULLIF("email", ''), NULLIF("phone", ''), 'Unnamed tenant'))
) STORED;
ALTER TABLE "listings" ADD COLUMN "property_name_order" TEXT COLLATE "C" GENERATED ALWAYS AS ("name_order_key"("property_name")) STORED;
ALTER TABLE "users" ADD COLUMN "first_name_order" TEXT COLLATE "C" GENERATED ALWAYS AS ("name_order_key"("first_name")) STORED;

-- Lists page through these in order (the *_sort indexes stay for the exact matches).
CREATE INDEX "clients_name_order_id_idx" ON "clients"("name_order", "id");
CREATE INDEX "service_providers_name_order_id_idx" ON "service_providers"("name_order", "id");
CREATE INDEX "tenants_name_order_id_idx" ON "tenants"("name_order", "id");
CREATE INDEX "listings_property_name_order_id_idx" ON "listings"("property_name_order", "id");
CREATE INDEX "listings_client_id_property_name_order_idx" ON "listings"("client_id", "property_name_order");
CREATE INDEX "listings_property_specialist_id_property_name_order_idx" ON "listings"("property_specialist_id", "property_name_order");
CREATE INDEX "users_first_name_order_idx" ON "users"("first_name_order");
CREATE INDEX "users_role_first_name_order_idx" ON "users"("role", "first_name_order");

-- Only lists ordered by these: their *_order twins above replace them.
DROP INDEX "listings_client_id_property_name_sort_idx";
DROP INDEX "listings_property_specialist_id_property_name_sort_idx";
DROP INDEX "users_role_first_name_sort_idx";
DROP INDEX "users_first_name_sort_idx";
