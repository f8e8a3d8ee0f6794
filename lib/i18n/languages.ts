/**
 * The languages the console speaks — the one list. Adding one (French: `fr: { name: "Français", intlLocale: "fr" }`)
 * is this entry plus its file `messages/fr.json`; tests/unit/messages.test.ts fails until every key is translated.
 *
 * `intlLocale` is what Intl formats dates, numbers and money with: neutral Latin-American Spanish (es-419), whose
 * US-dollar amounts read "$1,234.50" with `currencyDisplay: "narrowSymbol"` (docs/DECISIONS.md "Spanish").
 */
export const LANGUAGES = {
  en: { name: "English", intlLocale: "en-US" },
  es: { name: "Español", intlLocale: "es-419" },
} as const satisfies Record<string, { name: string; intlLocale: string }>;

export type Language = keyof typeof LANGUAGES;

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as [Language, ...Language[]];

/** What a person, owner, tenant or provider without a choice of their own gets, and the screens before sign-in fall back to. */
export const FALLBACK_LANGUAGE: Language = "en";

/**
 * The languages every screen is translated into. Papers and mail already go out in every language above; a page
 * speaks a person's language once it is listed here (server/i18n/request.ts), and English until then — never a
 * page half in one language and half in another.
 */
export const SCREEN_LANGUAGES: readonly [Language, ...Language[]] = ["en", "es"];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && Object.hasOwn(LANGUAGES, value);
}

/** A stored language (a column, a header) as one the console speaks, else the fallback given. */
export function languageOr(value: unknown, fallback: Language): Language {
  return isLanguage(value) ? value : fallback;
}

export function intlLocale(language: Language): string {
  return LANGUAGES[language].intlLocale;
}

/** The language whose Intl locale this is ("es-419" → "es"); the fallback for a locale the console does not speak. */
export function languageOfLocale(locale: string): Language {
  const found = LANGUAGE_CODES.find((code) => LANGUAGES[code].intlLocale === locale);
  return found ?? FALLBACK_LANGUAGE;
}
