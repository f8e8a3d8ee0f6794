/**
 * The CSV formula guard (CWE-1236), in one place for every writer — exports, statements, an import's errors
 * file — and for the import's reader, which takes the guard off again: text a spreadsheet would run as a
 * formula (a leading = + - @, tab or return) is written with a leading '.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const GUARDED_FORMULA = /^'[=+\-@\t\r]/;

/** The text as a CSV cell a spreadsheet reads as text. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell written by guardFormula, read back as the text it was (any other text unchanged). */
export function unguardFormula(text: string): string {
  return GUARDED_FORMULA.test(text) ? text.slice(1) : text;
}
