import { appOnPostgres } from "./app-database";
import { lastAdminSuite } from "./users-last-admin.shared";

lastAdminSuite("PostgreSQL", appOnPostgres);
