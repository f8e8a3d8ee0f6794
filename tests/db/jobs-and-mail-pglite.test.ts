import { appOnPglite } from "./app-database";
import { jobsAndMailSuite } from "./jobs-and-mail.shared";

jobsAndMailSuite("PGlite", appOnPglite);
