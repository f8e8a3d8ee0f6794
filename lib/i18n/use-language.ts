import { useLocale } from "next-intl";
import { languageOfLocale, type Language } from "./languages";

/** The language of the screen a client component is on (what lib/i18n/formats.ts and the enum labels take). */
export function useLanguage(): Language {
  return languageOfLocale(useLocale());
}
