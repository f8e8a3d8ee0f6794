import { appOnPostgres } from "./app-database";
import { sessionsSuite } from "./sessions.shared";

sessionsSuite("PostgreSQL", appOnPostgres);
