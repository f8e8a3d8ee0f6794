import { z } from "zod";
import { IMPORT_FIELDS, IMPORT_KINDS, type ImportKind } from "@/lib/domain/import-fields";

/**
 * Imports (issue 31, docs/API.md "Imports"): the kind a file is for, the
 * choices of a dry run, the template's format, and what the API answers.
 */
export const importKindSchema = z.enum(IMPORT_KINDS, { error: () => `kind must be one of: ${IMPORT_KINDS.join(", ")}.` });

export const DATE_ORDERS = ["dmy", "mdy"] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];
export const DUPLICATE_CHOICES = ["skip", "update"] as const;
export type DuplicateChoice = (typeof DUPLICATE_CHOICES)[number];

/** PUT /imports/{id}: every part optional; a mapping names, per column of the file, a field of the kind or null (ignored). */
export const importChoicesSchema = z.object({
  mapping: z
    .record(z.string().max(300), z.string().max(64).nullable(), { error: "mapping must be an object of column: field or null." })
    .optional(),
  dateOrder: z.enum(DATE_ORDERS, { error: "dateOrder must be dmy or mdy." }).nullish(),
  duplicates: z.enum(DUPLICATE_CHOICES, { error: "duplicates must be skip or update." }).optional(),
  /** The value every row gets where the file gives none, per field; replaces the stored ones; a blank value removes one. */
  defaults: z
    .record(z.string().max(64), z.string({ error: "Each default must be text." }).max(500, "A default is at most 500 characters."), {
      error: "defaults must be an object of field: value.",
    })
    .optional(),
});
export type ImportChoices = z.output<typeof importChoicesSchema>;

export const templateQuerySchema = z.object({
  format: z.enum(["csv", "xlsx"], { error: "format must be csv or xlsx." }).default("csv"),
});

export const importListQuerySchema = z.object({
  skip: z.coerce.number({ error: "skip must be a number." }).int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number({ error: "limit must be a number." }).int().min(1).max(100).default(20),
  kind: importKindSchema.optional(),
  /** true: only imports that went in (imported or undone); false: only those never imported. */
  imported: z.enum(["true", "false"], { error: "imported must be true or false." }).optional(),
});

export type ImportMapping = Record<string, string | null>;
/** Field → the value every row gets where the file gives none (issue 44). */
export type ImportDefaults = Record<string, string>;

/** The names of a kind's fields. */
export const importFieldNames = (kind: ImportKind) => IMPORT_FIELDS[kind].map((field) => field.name);

export interface ImportDto {
  _id: string;
  kind: ImportKind;
  fileName: string;
  fileType: "csv" | "xlsx";
  fileSize: number;
  columns: string[];
  mapping: ImportMapping;
  rowCount: number;
  /** The first 20 rows, cell texts in `columns` order. */
  sample: string[][];
  dateOrder: DateOrder | null;
  duplicates: DuplicateChoice;
  /** The value every row gets for a field where the file gives none. */
  defaults: ImportDefaults;
  /** Required fields (for the person asking) that no column and no default fills: every row would be refused. */
  missingRequired: string[];
  /** uploaded: not imported yet (checked or not); committing: the commit job is queued or running. */
  status: "uploaded" | "committing" | "committed" | "undone";
  created: number;
  updated: number;
  /** Duplicates an update found already holding the file's values: not written. */
  unchanged: number;
  skipped: number;
  /** Rows left out with errors (once committed). */
  invalid: number;
  /** The commit's progress: rows written and rows to write (total 0 while the rows are checked again). */
  progress: { done: number; total: number };
  /** Why the last commit failed (status back to uploaded), or null. */
  commitError: string | null;
  createdBy: { _id: string | null; name: string };
  createdAt: string;
  committedAt: string | null;
  undoneAt: string | null;
}

export interface ImportRowError {
  /** The row's number in the file, the header being row 1. */
  row: number;
  column: string | null;
  field: string | null;
  message: string;
  /** The row's name: its first non-blank cell of a text column (not a number or date), or null. */
  name: string | null;
}

/** The dry run: nothing written. `valid` counts the rows that would be written or skipped as duplicates. */
export interface ImportCheckDto {
  valid: number;
  invalid: number;
  duplicates: number;
  new: number;
  /** Duplicates that differ from the file: they would be updated. */
  updated: number;
  /** Duplicates that already hold the file's values (with "update"): counted, never written. */
  unchanged: number;
  skipped: number;
  /** Required fields no column and no default fills. */
  missingRequired: string[];
  defaults: ImportDefaults;
  /** The file has day/month-or-month/day dates that only the person can decide. */
  dateOrderNeeded: boolean;
  dateOrder: DateOrder | null;
  duplicatesChoice: DuplicateChoice;
  /** At most 1,000 (errors.csv has every one). */
  errors: ImportRowError[];
  errorCount: number;
}

/** POST /imports: the form's text fields beside the file. */
export const importUploadFieldsSchema = z.object({ kind: importKindSchema });
