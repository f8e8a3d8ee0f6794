import { appOnPostgres } from "./app-database";
import { depositSettlementSuite } from "./deposit-settlement.shared";

depositSettlementSuite("PostgreSQL", appOnPostgres);
