import { appOnPglite } from "./app-database";
import { loginThrottleSuite } from "./login-throttle.shared";

loginThrottleSuite("PGlite", appOnPglite);
