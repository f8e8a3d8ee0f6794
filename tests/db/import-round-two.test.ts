import { appOnPostgres } from "./app-database";
import { importRoundTwoSuite } from "./import-round-two.shared";

importRoundTwoSuite("PostgreSQL", appOnPostgres);
