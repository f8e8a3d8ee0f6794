import { appOnPglite } from "./app-database";
import { reminderOccurrenceSuite } from "./reminder-occurrence.shared";

reminderOccurrenceSuite("PGlite", appOnPglite);
