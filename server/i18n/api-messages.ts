import { buildCatalogue, translationWith, untranslated, type ApiMessageTranslation, type Catalogue } from "@/lib/i18n/api-catalogue";
import { FALLBACK_LANGUAGE, type Language } from "@/lib/i18n/languages";
import { loadMessages } from "./messages";

export type { ApiMessageTranslation } from "@/lib/i18n/api-catalogue";

let englishCatalogue: Promise<Catalogue> | undefined;
const translations = new Map<Language, Promise<ApiMessageTranslation>>();

async function translationInto(language: Language): Promise<ApiMessageTranslation> {
  englishCatalogue ??= loadMessages(FALLBACK_LANGUAGE).then(buildCatalogue);
  const [catalogue, messages] = await Promise.all([englishCatalogue, loadMessages(language)]);
  return translationWith(catalogue, messages, language);
}

/**
 * How an English API message reads in `language` (the same text in English), for the one error body
 * (server/api/error-response.ts). Built once a language; the catalogue is lib/i18n/api-catalogue.ts.
 */
export function apiMessageTranslation(language: Language): Promise<ApiMessageTranslation> {
  if (language === FALLBACK_LANGUAGE) return Promise.resolve(untranslated);
  let translation = translations.get(language);
  if (!translation) {
    translation = translationInto(language);
    translations.set(language, translation);
  }
  return translation;
}
