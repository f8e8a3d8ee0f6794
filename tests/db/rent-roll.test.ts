import { appOnPostgres } from "./app-database";
import { rentRollSuite } from "./rent-roll.shared";

rentRollSuite("PostgreSQL", appOnPostgres);
