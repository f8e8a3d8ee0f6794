import type { AbstractIntlMessages } from "use-intl/core";
import type { Language } from "@/lib/i18n/languages";

/**
 * The messages of one language: `messages/<language>.json`, one file a translator edits (docs/ARCHITECTURE.md
 * "Languages"). Loaded on the server only.
 */
export async function loadMessages(language: Language): Promise<AbstractIntlMessages> {
  return (await import(`@/messages/${language}.json`)).default as AbstractIntlMessages;
}
