import { match } from "@formatjs/intl-localematcher";
import Negotiator from "negotiator";
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type Language } from "@/lib/i18n/languages";

/** Of `among`, the language an Accept-Language header asks for first (`es-DO,es;q=0.9` → es), else `fallback`. */
export function languageFromAcceptLanguage(
  header: string | null | undefined,
  fallback: Language,
  among: readonly Language[] = LANGUAGE_CODES,
): Language {
  if (!header) return fallback;
  const requested = new Negotiator({ headers: { "accept-language": header.slice(0, 500) } }).languages().filter((tag) => tag !== "*");
  try {
    return match(requested, [...among], fallback) as Language;
  } catch {
    // A malformed tag (RangeError from Intl): the header says nothing usable.
    return fallback;
  }
}

/**
 * The language of an API answer's messages: what `Accept-Language` asks for among every language the console speaks,
 * English when it asks for none of them (docs/API.md "Errors"). The API's `code`s and field names never change.
 */
export function apiLanguage(req: Pick<Request, "headers">): Language {
  return languageFromAcceptLanguage(req.headers.get("accept-language"), FALLBACK_LANGUAGE);
}
