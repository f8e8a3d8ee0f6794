import { useLocale, useMessages } from "next-intl";
import type { AbstractIntlMessages } from "use-intl/core";
import { buildCatalogue, translationWith, untranslated, type ApiMessageTranslation } from "./api-catalogue";
import { languageOfLocale } from "./languages";

/** Where ScreenMessages puts the English `api` messages on a page in another language: what the catalogue is found by. */
export const API_SOURCE = "apiSource";

/** One translation per provider's messages (a WeakMap rather than useMemo: field errors render on the server too). */
const built = new WeakMap<object, ApiMessageTranslation>();

/**
 * How the screen shows a message of the shared schemas or the API in its own language: a form validated in the
 * browser gets the schemas' English messages, translated here the way the server translates its answers
 * (lib/i18n/api-catalogue.ts). On an English page, on a page that did not ask for the `api` namespace, and for a
 * message the catalogue lacks: the English text.
 */
export function useApiMessage(): ApiMessageTranslation {
  const messages = useMessages() as Record<string, unknown>;
  const locale = useLocale();
  const source = messages[API_SOURCE];
  if (!source) return untranslated;
  let translation = built.get(messages);
  if (!translation) {
    const catalogue = buildCatalogue({ api: source as AbstractIntlMessages });
    translation = translationWith(catalogue, messages as AbstractIntlMessages, languageOfLocale(locale));
    built.set(messages, translation);
  }
  return translation;
}
