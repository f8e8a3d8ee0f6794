import { createTranslator } from "use-intl/core";
import { intlLocale, type Language } from "@/lib/i18n/languages";
import { env } from "@/server/env";
import type english from "@/messages/en.json";
import { loadMessages } from "./messages";

/** Every language has English's keys (tests/unit/messages.test.ts): typed by them, a key that does not exist fails to compile. */
type Messages = typeof english;

/**
 * Messages in a reader's language outside a page: the papers and mail an owner, tenant or provider receives, written
 * by jobs and route handlers (`t("statement.title")`). Dates and money come from `formats` of the same language.
 */
export async function translatorFor(language: Language) {
  const messages = (await loadMessages(language)) as Messages;
  return createTranslator({ locale: intlLocale(language), messages, timeZone: env().APP_TIME_ZONE });
}

export type Translator = Awaited<ReturnType<typeof translatorFor>>;
