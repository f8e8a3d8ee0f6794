import { appOnPglite } from "./app-database";
import { importRoundTwoSuite } from "./import-round-two.shared";

importRoundTwoSuite("PGlite", appOnPglite);
