import { appOnPostgres } from "./app-database";
import { statementExcerptSuite } from "./statement-excerpt.shared";

statementExcerptSuite("PostgreSQL", appOnPostgres);
