import { appOnPostgres } from "./app-database";
import { rentLedgerSuite } from "./rent-ledger.shared";

rentLedgerSuite("PostgreSQL", appOnPostgres, 200);
