import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import { FALLBACK_LANGUAGE, languageOfLocale } from "@/lib/i18n/languages";
import { API_SOURCE } from "@/lib/i18n/use-api-message";
import englishMessages from "@/messages/en.json";

/** A top-level part of messages/en.json: the words of one screen family or one shared part. */
export type Namespace = keyof typeof englishMessages;

/** What every client part of a page may use: buttons, dialogs, toasts, lists, pickers, chips. */
const ALWAYS: readonly Namespace[] = ["common", "enums"];

/**
 * Gives the client components below it the words of the page's language — only `common`, `enums` and the namespaces
 * named, so a page ships the messages it uses and not the whole file (docs/ARCHITECTURE.md "Languages"). Server
 * components need none of this: they call `getTranslations`. A provider nested in another replaces its messages, so
 * a page names every namespace its client components read.
 *
 * A page with forms names `api`: in a language other than English it then also gets the API messages' English
 * source, so its forms show the shared schemas' English messages in the page's language
 * (lib/i18n/use-api-message.ts); in English it gets nothing for it (the messages are already English).
 */
export async function ScreenMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: React.ReactNode }) {
  const all = (await getMessages()) as Record<string, unknown>;
  const english = languageOfLocale(await getLocale()) === FALLBACK_LANGUAGE;
  const names = [...new Set([...ALWAYS, ...namespaces])].filter((name) => !(english && name === "api"));
  const picked: Record<string, unknown> = Object.fromEntries(names.map((name) => [name, all[name]]));
  if (!english && names.includes("api")) picked[API_SOURCE] = englishMessages.api;
  return (
    <NextIntlClientProvider messages={picked as Parameters<typeof NextIntlClientProvider>[0]["messages"]}>
      {children}
    </NextIntlClientProvider>
  );
}
