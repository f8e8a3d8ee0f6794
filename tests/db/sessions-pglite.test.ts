import { appOnPglite } from "./app-database";
import { sessionsSuite } from "./sessions.shared";

sessionsSuite("PGlite", appOnPglite);
