import { appOnPostgres } from "./app-database";
import { nameOrderSuite } from "./name-order.shared";

nameOrderSuite("PostgreSQL", appOnPostgres);
