import { appOnPglite } from "./app-database";
import { ownerStatementSuite } from "./owner-statement.shared";

ownerStatementSuite("PGlite", appOnPglite);
