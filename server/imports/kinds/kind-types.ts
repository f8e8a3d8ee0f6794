import type { Prisma } from "@/lib/generated/prisma/client";
import type { DateOrder, DuplicateChoice } from "@/lib/schemas/import";
import type { Actor } from "@/server/auth/actor";
import type { ZodError } from "zod";

/** One row's mapped cells: field name → cell text (fields no column maps to are absent). */
export type FieldValues = Partial<Record<string, string>>;

export interface RowProblem {
  field: string | null;
  message: string;
}

/**
 * What one row would do: be created, update a duplicate, leave a duplicate that already holds the file's values
 * alone (unchanged: nothing written), be skipped as a duplicate, or fail with its problems.
 */
export type RowPlan<Data> =
  | { status: "new"; data: Data }
  | { status: "update"; data: Data; existingId: string }
  | { status: "unchanged"; existingId: string }
  | { status: "skip"; existingId: string }
  | { status: "error"; problems: RowProblem[] };

export type Db = Prisma.TransactionClient;

export interface PlanContext {
  db: Db;
  actor: Actor;
  duplicates: DuplicateChoice;
  dateOrder: DateOrder | null;
  now: Date;
}

/** A record an import wrote, kept on the import so Undo can put it back. */
export interface ImportedRecord {
  type: "client" | "serviceProvider" | "listing" | "entry" | "tenant" | "lease";
  id: string;
  action: "created" | "updated";
  /** The account an entry was posted to. */
  clientId?: string;
  /** A lease's ledger entries the import posted with it (its opening balance): others posted since stop the undo. */
  entryIds?: string[];
  /** A lease's terms as the import left them (leaseFingerprint): its updatedAt moves with every ledger posting. */
  terms?: string;
  /** An updated listing whose lease records the import brought in step (syncListingLease): Undo does so again. */
  leaseSynced?: boolean;
  /** The record's columns before an update. */
  before?: Record<string, unknown>;
  /** updatedAt as the import left it (ISO): a later one means the record changed since. */
  stamp?: string;
  /** For people: the record's name. */
  name: string;
}

export interface WriteContext {
  actor: Actor;
  fileName: string;
  now: Date;
  progress?: (done: number) => Promise<void>;
}

/** How often a row-by-row write reports its progress. */
export const PROGRESS_ROWS = 100;

export interface KindImporter<Data> {
  /** The fields whose cells are dates (yyyy-MM-dd, Excel dates, slash dates in the chosen order). */
  dateFields: readonly string[];
  plan(rows: FieldValues[], context: PlanContext): Promise<RowPlan<Data>[]>;
  /** Writes the plans; `progress` is told how many rows are written so far (it may be slow: it is awaited). */
  write(tx: Db, plans: RowPlan<Data>[], context: WriteContext): Promise<ImportedRecord[]>;
}

/** A failed parse as the row's problems: each issue named by the import field its path points to. */
export function problemsOf(error: ZodError, fieldOfPath: (path: PropertyKey[]) => string | null): RowProblem[] {
  return error.issues.map((issue) => ({ field: fieldOfPath(issue.path), message: issue.message }));
}

/** Batches of `size`, for queries with many values and bulk writes. */
export function inBatches<T>(items: T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let index = 0; index < items.length; index += size) batches.push(items.slice(index, index + size));
  return batches;
}

/** "imported from {file}": the History note every imported change carries. */
export const importNote = (fileName: string) => ({ importedFrom: fileName });
