import type { AbstractIntlMessages } from "use-intl/core";
import type { Language } from "@/lib/i18n/languages";

/**
 * The messages of one language: `messages/<language>.json`, one file a translator edits (docs/ARCHITECTURE.md
 * "Languages"). Loaded on the server only; a page's client components receive just the namespaces they use
 * (`pickMessages`).
 */
export async function loadMessages(language: Language): Promise<AbstractIntlMessages> {
  return (await import(`@/messages/${language}.json`)).default as AbstractIntlMessages;
}

/** The given top-level namespaces of a language's messages: what a client provider ships to the browser. */
export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(
    namespaces.flatMap((namespace) => (messages[namespace] === undefined ? [] : [[namespace, messages[namespace]]])),
  );
}
