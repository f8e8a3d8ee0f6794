import { intlLocale, type Language } from "@/lib/i18n/languages";

/**
 * Lists group their items under the upper-case first letter of the name,
 * sorted case-insensitively (PRODUCT.md#limits) as the page's language sorts: in Spanish "Ñ" comes after "N" and
 * is a letter group of its own. Names that do not start with a letter share the '#' group, shown last.
 */
export interface LetterGroup<T> {
  letter: string;
  items: T[];
}

/** Letters a language's alphabet has besides A–Z (an accented initial of any other kind files under its base letter). */
const OWN_LETTERS: Partial<Record<Language, readonly string[]>> = { es: ["Ñ"] };

const collators = new Map<Language, Intl.Collator>();

/** The order of names in a language: case- and accent-insensitive, digits by value ("Unit 2" before "Unit 10"). */
export function nameCollator(language: Language = "en"): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(intlLocale(language), { sensitivity: "base", numeric: true });
    collators.set(language, collator);
  }
  return collator;
}

export function initialOf(name: string, language: Language = "en"): string {
  const first = name.trim().charAt(0).toLocaleUpperCase(intlLocale(language));
  if (!/\p{L}/u.test(first)) return "#";
  const composed = first.normalize("NFC");
  if (OWN_LETTERS[language]?.includes(composed)) return composed;
  return first.normalize("NFD").charAt(0);
}

export function groupByInitial<T>(items: readonly T[], nameOf: (item: T) => string, language: Language = "en"): LetterGroup<T>[] {
  const collator = nameCollator(language);
  const sorted = [...items].sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
  const groups = new Map<string, T[]>();
  for (const item of sorted) {
    const letter = initialOf(nameOf(item), language);
    const group = groups.get(letter);
    if (group) group.push(item);
    else groups.set(letter, [item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === "#" ? 1 : b === "#" ? -1 : collator.compare(a, b)))
    .map(([letter, grouped]) => ({ letter, items: grouped }));
}
