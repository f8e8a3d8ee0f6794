-- The group counts of the orders list (GET /services/orders?sortItems=true and
-- the dashboard's chart) without reading every order (docs/PERFORMANCE.md: two
-- grouped count(*) over 200,000 orders took 50–80 ms at scale 10). An order
-- becomes past due by the clock alone, so the counts are kept per status AND
-- month of due date (UTC): every month before the current one is wholly past,
-- and only the current month's open orders are counted from the
-- (status, due_at) index at read time (server/service-orders/count-by-group.ts).
-- Statement-level triggers with transition tables apply each INSERT, UPDATE
-- and DELETE (cascaded deletes included) in the same transaction, and a
-- TRUNCATE empties the table, as record_counts does. Counter rows are locked
-- in (status, due_month) order, so two writers cannot deadlock on them, and an
-- UPDATE that moves no order between groups (a rename) touches no counter.
-- CreateTable
CREATE TABLE "service_order_counts" (
    "status" "ServiceOrderStatus" NOT NULL,
    "due_month" DATE NOT NULL,
    "orders" BIGINT NOT NULL,

    CONSTRAINT "service_order_counts_pkey" PRIMARY KEY ("status", "due_month")
);

CREATE FUNCTION "service_order_month"(due_at TIMESTAMPTZ) RETURNS DATE LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc('month', due_at AT TIME ZONE 'UTC')::date
$$;

CREATE FUNCTION "service_order_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "service_order_counts" AS kept ("status", "due_month", "orders")
  SELECT "status", "service_order_month"("due_at"), count(*) FROM inserted_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("status", "due_month") DO UPDATE SET "orders" = kept."orders" + EXCLUDED."orders";
  RETURN NULL;
END $$;

CREATE FUNCTION "service_order_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "service_order_counts" AS kept ("status", "due_month", "orders")
  SELECT "status", "due_month", sum("delta") FROM (
    SELECT "status", "service_order_month"("due_at") AS "due_month", 1 AS "delta" FROM updated_rows
    UNION ALL
    SELECT "status", "service_order_month"("due_at"), -1 FROM previous_rows
  ) AS moves
  GROUP BY 1, 2 HAVING sum("delta") <> 0 ORDER BY 1, 2
  ON CONFLICT ("status", "due_month") DO UPDATE SET "orders" = kept."orders" + EXCLUDED."orders";
  RETURN NULL;
END $$;

CREATE FUNCTION "service_order_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "service_order_counts" AS kept ("status", "due_month", "orders")
  SELECT "status", "service_order_month"("due_at"), -count(*) FROM deleted_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("status", "due_month") DO UPDATE SET "orders" = kept."orders" + EXCLUDED."orders";
  RETURN NULL;
END $$;

CREATE FUNCTION "service_order_counts_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "service_order_counts";
  RETURN NULL;
END $$;

CREATE TRIGGER "service_orders_group_count_insert" AFTER INSERT ON "service_orders" REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION "service_order_counts_after_insert"();
CREATE TRIGGER "service_orders_group_count_update" AFTER UPDATE ON "service_orders" REFERENCING OLD TABLE AS previous_rows NEW TABLE AS updated_rows FOR EACH STATEMENT EXECUTE FUNCTION "service_order_counts_after_update"();
CREATE TRIGGER "service_orders_group_count_delete" AFTER DELETE ON "service_orders" REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION "service_order_counts_after_delete"();
CREATE TRIGGER "service_orders_group_count_truncate" AFTER TRUNCATE ON "service_orders" FOR EACH STATEMENT EXECUTE FUNCTION "service_order_counts_after_truncate"();

-- The group pages read (status, due_at, order_number) in order: the list's order within one status.
DROP INDEX "service_orders_status_due_at_idx";
CREATE INDEX "service_orders_status_due_at_order_number_idx" ON "service_orders"("status", "due_at", "order_number");

-- The counts of what is already there (the triggers keep them from now on).
INSERT INTO "service_order_counts" ("status", "due_month", "orders")
SELECT "status", "service_order_month"("due_at"), count(*) FROM "service_orders" GROUP BY 1, 2;
