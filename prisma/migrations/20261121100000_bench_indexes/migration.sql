-- Indexes the benchmark's query plans asked for (docs/PERFORMANCE.md).
-- The past-due page of GET /services/orders?sortItems=true (status PENDING or
-- APPROVED, due before now, by due date then number) read every past-due order
-- and sorted them; on (due_at, order_number) it reads the first 50 in order.
-- CreateIndex
CREATE INDEX "service_orders_due_at_order_number_idx" ON "service_orders"("due_at", "order_number");
