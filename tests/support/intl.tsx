import type { ReactNode } from "react";
import { IntlProvider } from "use-intl";
import { intlLocale, type Language } from "@/lib/i18n/languages";
import english from "@/messages/en.json";
import spanish from "@/messages/es.json";

const MESSAGES = { en: english, es: spanish } as const;

/** A component as a page renders it in a language: inside the provider ScreenMessages gives it (all namespaces here). */
export function inLanguage(node: ReactNode, language: Language = "en", timeZone = "America/St_Lucia"): ReactNode {
  return (
    <IntlProvider locale={intlLocale(language)} messages={MESSAGES[language]} timeZone={timeZone}>
      {node}
    </IntlProvider>
  );
}
