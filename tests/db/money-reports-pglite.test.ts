import { appOnPglite } from "./app-database";
import { moneyReportsSuite } from "./money-reports.shared";

moneyReportsSuite("PGlite", appOnPglite);
