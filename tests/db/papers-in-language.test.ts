import { appOnPostgres } from "./app-database";
import { papersInLanguageSuite } from "./papers-in-language.shared";

papersInLanguageSuite("PostgreSQL", appOnPostgres);
