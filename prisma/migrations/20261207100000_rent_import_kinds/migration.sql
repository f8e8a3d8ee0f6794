-- Imports of tenants and leases (issue 42 §4): two more kinds.
ALTER TABLE "data_imports" DROP CONSTRAINT "data_imports_kind_check";
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_kind_check"
    CHECK ("kind" IN ('clients', 'service-providers', 'listings', 'opening-balances', 'tenants', 'leases'));
