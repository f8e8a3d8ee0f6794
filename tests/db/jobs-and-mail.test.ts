import { appOnPostgres } from "./app-database";
import { jobsAndMailSuite } from "./jobs-and-mail.shared";

jobsAndMailSuite("PostgreSQL", appOnPostgres);
