import { appOnPostgres } from "./app-database";
import { moneyReportsSuite } from "./money-reports.shared";

moneyReportsSuite("PostgreSQL", appOnPostgres);
