import { createTranslator } from "use-intl/core";
import { intlLocale, type Language } from "@/lib/i18n/languages";
import { env } from "@/server/env";
import { loadMessages } from "./messages";

/**
 * Messages in a reader's language outside a page: the papers and mail an owner, tenant or provider receives, written
 * by jobs and route handlers (`t("statement.title")`). Dates and money come from `formats` of the same language.
 */
export async function translatorFor(language: Language) {
  const messages = (await loadMessages(language)) as Messages;
  return createTranslator({ locale: intlLocale(language), messages, timeZone: env().APP_TIME_ZONE });
}

/**
 * Every language's messages have English's keys (tests/unit/messages.test.ts): typed as English's, `t` takes only keys
 * that exist (typed as the loader's AbstractIntlMessages, use-intl took no key at all).
 */
type Messages = typeof import("@/messages/en.json");

export type Translator = Awaited<ReturnType<typeof translatorFor>>;
