/**
 * The limits of an import. The file's size is IMPORT_MAX_BYTES (server/env.ts,
 * 20 MB by default; 413 while it streams). Its table is read as a stream
 * (server/imports/parse-file.ts) and refused with a 422 the moment it crosses
 * one of these — never after the whole sheet is in memory:
 */
export const MAX_IMPORT_ROWS = 50_000;
export const MAX_IMPORT_COLUMNS = 200;
/** Rows × columns: the table is kept as that many cells (50,000 rows of 20 columns). */
export const MAX_IMPORT_CELLS = 1_000_000;
/** Characters in all cells together. */
export const MAX_IMPORT_CHARACTERS = 16_000_000;
/** A cell at most this many characters (longer text is cut, and the schemas then say it is too long). */
export const MAX_CELL_LENGTH = 10_000;

/** An XLSX (a ZIP) is refused when its entries declare more than this once inflated, in all… */
export const MAX_XLSX_INFLATED_BYTES = 400 * 1024 * 1024;
/** …or an entry inflates more than this many times its stored size (above 1 MB: small entries compress well legitimately). */
export const MAX_XLSX_RATIO = 200;
export const MAX_XLSX_ENTRIES = 5_000;
/**
 * The parts of a workbook held in memory whole while its sheet streams: the shared strings (every distinct
 * text of the workbook) and the styles. Their declared inflated size is checked before anything is inflated.
 */
export const MAX_XLSX_SHARED_STRINGS_BYTES = 32 * 1024 * 1024;
export const MAX_XLSX_STYLES_BYTES = 8 * 1024 * 1024;

const count = (value: number) => value.toLocaleString("en-US");
export const TOO_MANY_ROWS = `The file has more than ${count(MAX_IMPORT_ROWS)} rows. Split it into smaller files and import each.`;
export const TOO_MANY_COLUMNS = `The file has more than ${MAX_IMPORT_COLUMNS} columns.`;
export const TOO_MANY_CELLS = `The file has more than ${count(MAX_IMPORT_CELLS)} cells (rows × columns). Remove the columns you do not import, or split it into smaller files.`;
export const TOO_MUCH_TEXT = `The file holds more than ${count(MAX_IMPORT_CHARACTERS)} characters of text. Remove the columns you do not import, or split it into smaller files.`;
export const NO_ROWS = "The file has no rows below its header row.";
