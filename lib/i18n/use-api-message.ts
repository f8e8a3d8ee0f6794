import { useLocale, useMessages } from "next-intl";
import { useMemo } from "react";
import type { AbstractIntlMessages } from "use-intl/core";
import { buildCatalogue, translationWith, untranslated, type ApiMessageTranslation } from "./api-catalogue";
import { languageOfLocale } from "./languages";

/** Where ScreenMessages puts the English `api` messages on a page in another language: what the catalogue is found by. */
export const API_SOURCE = "apiSource";

/**
 * How the screen shows a message of the shared schemas or the API in its own language: a form validated in the
 * browser gets the schemas' English messages, translated here the way the server translates its answers
 * (lib/i18n/api-catalogue.ts). On an English page, and for a message the catalogue lacks, the English text.
 */
export function useApiMessage(): ApiMessageTranslation {
  const messages = useMessages() as Record<string, unknown>;
  const locale = useLocale();
  return useMemo(() => {
    const source = messages[API_SOURCE];
    if (!source) return untranslated;
    const catalogue = buildCatalogue({ api: source as AbstractIntlMessages });
    return translationWith(catalogue, messages as AbstractIntlMessages, languageOfLocale(locale));
  }, [messages, locale]);
}
