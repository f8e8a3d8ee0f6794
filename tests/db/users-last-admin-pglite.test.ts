import { appOnPglite } from "./app-database";
import { lastAdminSuite } from "./users-last-admin.shared";

lastAdminSuite("PGlite", appOnPglite);
