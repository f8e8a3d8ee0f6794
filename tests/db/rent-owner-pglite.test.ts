import { appOnPglite } from "./app-database";
import { rentOwnerSuite } from "./rent-owner.shared";

rentOwnerSuite("PGlite", appOnPglite, 8);
