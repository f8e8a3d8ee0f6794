import { appOnPglite } from "./app-database";
import { depositSettlementSuite } from "./deposit-settlement.shared";

depositSettlementSuite("PGlite", appOnPglite);
