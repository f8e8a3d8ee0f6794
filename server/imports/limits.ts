/**
 * The limits of an import (issue 31): the file's size is IMPORT_MAX_BYTES
 * (server/env.ts, 20 MB by default; 413 while it streams), its rows at most
 * MAX_IMPORT_ROWS (422), its columns at most MAX_IMPORT_COLUMNS, a cell at
 * most MAX_CELL_LENGTH characters (longer text is cut, and the schemas then
 * say it is too long).
 */
export const MAX_IMPORT_ROWS = 50_000;
export const MAX_IMPORT_COLUMNS = 200;
export const MAX_CELL_LENGTH = 10_000;

/** An XLSX (a ZIP) is refused when its entries declare more than this once inflated, in all… */
export const MAX_XLSX_INFLATED_BYTES = 400 * 1024 * 1024;
/** …or an entry inflates more than this many times its stored size (above 1 MB: small entries compress well legitimately). */
export const MAX_XLSX_RATIO = 200;
export const MAX_XLSX_ENTRIES = 5_000;
