import { headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { FALLBACK_LANGUAGE, intlLocale, SCREEN_LANGUAGES, type Language } from "@/lib/i18n/languages";
import { getPageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";
import { loadMessages } from "./messages";
import { languageFromAcceptLanguage } from "./request-language";

/**
 * The language of a page: the signed-in person's choice, else what the browser asks for, else the agency's — among
 * the languages the screens are complete in (SCREEN_LANGUAGES).
 */
export async function pageLanguage(): Promise<Language> {
  const session = await getPageSession();
  const fallback = SCREEN_LANGUAGES.includes(env().AGENCY_LANGUAGE) ? env().AGENCY_LANGUAGE : FALLBACK_LANGUAGE;
  if (session) return SCREEN_LANGUAGES.includes(session.user.language as Language) ? (session.user.language as Language) : fallback;
  return languageFromAcceptLanguage((await headers()).get("accept-language"), fallback, SCREEN_LANGUAGES);
}

/** next-intl's configuration for server components (next.config.mjs names this file). */
export default getRequestConfig(async () => {
  const language = await pageLanguage();
  return { locale: intlLocale(language), messages: await loadMessages(language), timeZone: env().APP_TIME_ZONE };
});
