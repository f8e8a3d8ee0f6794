import { appOnPostgres } from "./app-database";
import { loginThrottleSuite } from "./login-throttle.shared";

loginThrottleSuite("PostgreSQL", appOnPostgres);
