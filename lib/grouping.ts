/**
 * Lists group their items under the upper-case first letter of the name,
 * sorted case-insensitively (PRODUCT.md#limits). Names that do not start with a letter
 * share the '#' group, shown last.
 */
export interface LetterGroup<T> {
  letter: string;
  items: T[];
}

const collator = new Intl.Collator("en-US", { sensitivity: "base", numeric: true });

export function initialOf(name: string): string {
  const first = name.trim().charAt(0).toLocaleUpperCase("en-US");
  return /\p{L}/u.test(first) ? first.normalize("NFD").charAt(0) : "#";
}

export function groupByInitial<T>(items: readonly T[], nameOf: (item: T) => string): LetterGroup<T>[] {
  const sorted = [...items].sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
  const groups = new Map<string, T[]>();
  for (const item of sorted) {
    const letter = initialOf(nameOf(item));
    const group = groups.get(letter);
    if (group) group.push(item);
    else groups.set(letter, [item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === "#" ? 1 : b === "#" ? -1 : collator.compare(a, b)))
    .map(([letter, grouped]) => ({ letter, items: grouped }));
}
