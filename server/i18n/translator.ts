import { createTranslator } from "use-intl/core";
import { intlLocale, type Language } from "@/lib/i18n/languages";
import { env } from "@/server/env";
import { loadMessages } from "./messages";

/**
 * Messages in a reader's language outside a page: the papers and mail an owner, tenant or provider receives, written
 * by jobs and route handlers (`t("statement.title")`). Dates and money come from `formats` of the same language.
 */
export async function translatorFor(language: Language) {
  const messages = await loadMessages(language);
  return createTranslator({ locale: intlLocale(language), messages, timeZone: env().APP_TIME_ZONE });
}

export type Translator = Awaited<ReturnType<typeof translatorFor>>;
