import { appOnPglite } from "./app-database";
import { papersInLanguageSuite } from "./papers-in-language.shared";

papersInLanguageSuite("PGlite", appOnPglite);
