-- The listings Finder's commonest narrowing — a property type, some statuses,
-- a rent below a price ("villas for rent under $3,000") — as one btree the
-- planner ANDs with the trigram indexes of the text criteria, so the exact
-- count and the page visit only the rows that can match (docs/PERFORMANCE.md:
-- the benchmark's Finder query at scale 10, count and page, 31 ms -> 4.7 ms; it
-- read 25,000 entries of the place's trigram index and 392 heap pages).
-- CreateIndex
CREATE INDEX "listings_property_type_status_rental_price_usd_idx" ON "listings"("property_type", "status", "rental_price_usd");
