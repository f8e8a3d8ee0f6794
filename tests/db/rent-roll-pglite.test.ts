import { appOnPglite } from "./app-database";
import { rentRollSuite } from "./rent-roll.shared";

rentRollSuite("PGlite", appOnPglite);
