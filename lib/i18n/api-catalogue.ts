import { createTranslator, type AbstractIntlMessages } from "use-intl/core";
import { FALLBACK_LANGUAGE, intlLocale, type Language } from "./languages";

/**
 * The API's messages in the caller's language (docs/DECISIONS.md "The API's messages follow Accept-Language"); used
 * on the server (server/i18n/api-messages.ts) and by the screens' form errors (lib/i18n/use-api-message.ts).
 *
 * Server code and the shared schemas keep writing their messages in English, exactly as the spec words them; the
 * one error body (server/api/error-response.ts) passes its `message` and every `fieldErrors` message through here
 * on the way out. The catalogue is the `api` namespace of messages/<language>.json:
 *
 * - `api.messages`: every English message the API answers with, under a stable id. Its English value is the text the
 *   code throws; a message built around a value (`{label} is required.`, `The file is larger than {size}.`) has
 *   simple `{name}` arguments where the code puts the value.
 * - `api.labels`: the field names those messages start with ("First name"), so "First name is required." reads
 *   "El campo “Nombre” es obligatorio." rather than half in English.
 *
 * An English message is found by its text: first as it is, then against the messages with arguments (the longest
 * fixed text first); its arguments are read back out of it and put into the other language's message, a label
 * translated when the catalogue has it. English answers are never touched; a message the catalogue does not have
 * yet stays English (tests/unit/api-messages.test.ts keeps the catalogue's patterns sound;
 * tests/unit/api-messages-coverage.test.ts fails for a message in the source the catalogue does not find).
 */
export type ApiMessageTranslation = (english: string) => string;

export const untranslated: ApiMessageTranslation = (english) => english;

interface Pattern {
  key: string;
  names: string[];
  regex: RegExp;
  fixedLength: number;
}

export interface Catalogue {
  exact: Map<string, string>;
  patterns: Pattern[];
  labels: Map<string, string>;
}

type Tree = { [key: string]: string | Tree };

const SENTINEL = "\u0000";
const PLACEHOLDER = /\{(\w+)\}/g;

function section(messages: AbstractIntlMessages, name: "messages" | "labels"): Record<string, string> {
  const api = (messages as Tree).api;
  const part = typeof api === "object" ? api[name] : undefined;
  return typeof part === "object" ? (part as Record<string, string>) : {};
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The English catalogue as text to find: the messages' fixed text, their patterns, and the labels. */
export function buildCatalogue(english: AbstractIntlMessages): Catalogue {
  const t = createTranslator({ locale: intlLocale(FALLBACK_LANGUAGE), messages: english, namespace: "api.messages" });
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, source] of Object.entries(section(english, "messages"))) {
    const names = [...new Set([...source.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
    // Formatted with markers for its arguments, so ICU's own quoting decides what the fixed text is.
    const marked = t(key as never, Object.fromEntries(names.map((name) => [name, `${SENTINEL}${name}${SENTINEL}`])) as never);
    if (names.length === 0) {
      exact.set(marked, key);
      continue;
    }
    const parts = marked.split(SENTINEL);
    const order: string[] = [];
    let regex = "";
    let fixedLength = 0;
    parts.forEach((part, index) => {
      if (index % 2 === 1) {
        order.push(part);
        regex += "(.+?)";
      } else {
        regex += escapeRegex(part);
        fixedLength += part.length;
      }
    });
    patterns.push({ key, names: order, regex: new RegExp(`^${regex}$`, "s"), fixedLength });
  }
  patterns.sort((a, b) => b.fixedLength - a.fixedLength);
  const labels = new Map(Object.entries(section(english, "labels")).map(([key, text]) => [text, key]));
  return { exact, patterns, labels };
}

/** Which catalogue entry an English message is, and the values of its arguments. */
export function findApiMessage(catalogue: Catalogue, english: string): { key: string; values: Record<string, string> } | undefined {
  const key = catalogue.exact.get(english);
  if (key) return { key, values: {} };
  for (const pattern of catalogue.patterns) {
    const match = pattern.regex.exec(english);
    if (!match) continue;
    const values: Record<string, string> = {};
    pattern.names.forEach((name, index) => (values[name] ??= match[index + 1]!));
    return { key: pattern.key, values };
  }
  return undefined;
}

/**
 * The translation of English API messages into `language`, from the English catalogue and that language's messages
 * (both hold the `api` namespace): the server's error body and the screens' form errors read the same.
 */
export function translationWith(catalogue: Catalogue, messages: AbstractIntlMessages, language: Language): ApiMessageTranslation {
  const t = createTranslator({ locale: intlLocale(language), messages, namespace: "api" });
  const label = (value: string) => {
    const key = catalogue.labels.get(value);
    return key ? t(`labels.${key}` as never) : value;
  };
  return (english) => {
    const found = findApiMessage(catalogue, english);
    if (!found) return english;
    const values = Object.fromEntries(Object.entries(found.values).map(([name, value]) => [name, label(value)]));
    return t(`messages.${found.key}` as never, values as never);
  };
}
