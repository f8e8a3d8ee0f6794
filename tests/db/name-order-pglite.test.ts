import { appOnPglite } from "./app-database";
import { nameOrderSuite } from "./name-order.shared";

nameOrderSuite("PGlite", appOnPglite);
