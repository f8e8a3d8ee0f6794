import { z } from "zod";
import { LANGUAGE_CODES } from "@/lib/i18n/languages";

/**
 * A language the console speaks, as the API and the forms read it. Apart from lib/i18n/languages.ts so that the
 * screens' language helpers ship no zod (tests/e2e/page-scripts.spec.ts).
 */
export const languageSchema = z.enum(LANGUAGE_CODES, { error: `language must be one of: ${LANGUAGE_CODES.join(", ")}.` });
