import { appOnPglite } from "./app-database";
import { rentLedgerSuite } from "./rent-ledger.shared";

rentLedgerSuite("PGlite", appOnPglite, 40);
