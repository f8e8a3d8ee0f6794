import { appOnPostgres } from "./app-database";
import { ownerStatementSuite } from "./owner-statement.shared";

ownerStatementSuite("PostgreSQL", appOnPostgres);
