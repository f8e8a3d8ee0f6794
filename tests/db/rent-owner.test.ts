import { appOnPostgres } from "./app-database";
import { rentOwnerSuite } from "./rent-owner.shared";

rentOwnerSuite("PostgreSQL", appOnPostgres, 30);
