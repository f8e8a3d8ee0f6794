import { appOnPglite } from "./app-database";
import { statementExcerptSuite } from "./statement-excerpt.shared";

statementExcerptSuite("PGlite", appOnPglite);
