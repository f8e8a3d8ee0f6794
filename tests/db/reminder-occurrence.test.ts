import { appOnPostgres } from "./app-database";
import { reminderOccurrenceSuite } from "./reminder-occurrence.shared";

reminderOccurrenceSuite("PostgreSQL", appOnPostgres);
