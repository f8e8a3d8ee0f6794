import { IMPORT_FIELDS, missingRequiredFields, type ImportKind } from "@/lib/domain/import-fields";
import type { ImportCheckDto, ImportChoices, ImportDefaults, ImportMapping } from "@/lib/schemas/import";
import type { Actor } from "@/server/auth/actor";
import { badRequest, conflict } from "@/server/errors";
import { prisma } from "@/server/db/client";
import { defaultProblems, evaluateRows } from "./evaluate-rows";
import { assertMayImport, findOwnImport } from "./import-access";

export const MAX_ERRORS_SHOWN = 1000;
export const ALREADY_COMMITTED = "This import has already been imported.";
export const BEING_COMMITTED = "This import is being imported: wait for it to finish.";

/**
 * PUT /imports/{id}: keeps the person's mapping and choices, then the dry
 * run — every row through the forms' schemas, references and duplicates —
 * with nothing written but the choices. Defaults (the value every row gets
 * where the file gives none) are checked like cells first: a bad one is a 400
 * naming its field, and nothing is kept.
 */
export async function checkImport({ id, choices, actor }: { id: string; choices: ImportChoices; actor: Actor }): Promise<ImportCheckDto> {
  const stored = await findOwnImport(prisma, id, actor, "rows");
  const kind = stored.kind as ImportKind;
  assertMayImport(actor, kind);
  if (stored.status === "committing") throw conflict(BEING_COMMITTED);
  if (stored.status !== "uploaded") throw conflict(ALREADY_COMMITTED);
  const columns = stored.columns as string[];
  const mapping = choices.mapping ? checkedMapping(kind, columns, choices.mapping) : (stored.mapping as ImportMapping);
  const dateOrder = choices.dateOrder === undefined ? ((stored.dateOrder as "dmy" | "mdy" | null) ?? null) : choices.dateOrder;
  const duplicates = choices.duplicates ?? (stored.duplicates as "skip" | "update");
  const defaults = choices.defaults ? await checkedDefaults(kind, choices.defaults, dateOrder, actor) : (stored.defaults as ImportDefaults);

  await prisma.dataImport.update({ where: { id }, data: { mapping, dateOrder, duplicates, defaults }, select: { id: true } });
  const evaluation = await evaluateRows(
    prisma,
    { kind, columns, rows: stored.rows as string[][], mapping, dateOrder, duplicates, defaults },
    actor,
  );
  const count = (status: string) => evaluation.plans.filter((plan) => plan.status === status).length;
  const invalid = count("error");
  return {
    valid: evaluation.plans.length - invalid,
    invalid,
    duplicates: count("skip") + count("update") + count("unchanged"),
    new: count("new"),
    updated: count("update"),
    unchanged: count("unchanged"),
    skipped: count("skip"),
    missingRequired: missingRequiredFields(kind, actor.role, mapping, defaults),
    defaults,
    dateOrderNeeded: evaluation.dateOrderNeeded,
    dateOrder,
    duplicatesChoice: duplicates,
    errors: evaluation.errors.slice(0, MAX_ERRORS_SHOWN),
    errorCount: evaluation.errors.length,
  };
}

/** A mapping names only the file's columns and the kind's fields, each field once; columns left out are ignored. */
export function checkedMapping(kind: ImportKind, columns: string[], sent: ImportMapping): ImportMapping {
  const known = new Set(IMPORT_FIELDS[kind].map((field) => field.name));
  const mapping: ImportMapping = Object.fromEntries(columns.map((column) => [column, null]));
  const used = new Map<string, string>();
  for (const [column, field] of Object.entries(sent)) {
    if (!columns.includes(column))
      throw badRequest(`The file has no column “${column}”.`, { mapping: [`The file has no column “${column}”.`] });
    if (field === null) continue;
    if (!known.has(field))
      throw badRequest(`“${field}” is not a field of this import.`, { mapping: [`“${field}” is not a field of this import.`] });
    if (used.has(field)) {
      const message = `Columns “${used.get(field)}” and “${column}” both map to ${field}.`;
      throw badRequest(message, { mapping: [message] });
    }
    used.set(field, column);
    mapping[column] = field;
  }
  return mapping;
}

/** The defaults sent, blank ones dropped: each a field of the kind, its value checked as a cell would be (400 naming the field). */
async function checkedDefaults(
  kind: ImportKind,
  sent: ImportDefaults,
  dateOrder: "dmy" | "mdy" | null,
  actor: Actor,
): Promise<ImportDefaults> {
  const fields = new Map(IMPORT_FIELDS[kind].map((field) => [field.name, field.label]));
  const defaults: ImportDefaults = {};
  for (const [field, value] of Object.entries(sent)) {
    if (!fields.has(field)) {
      const message = `“${field}” is not a field of this import.`;
      throw badRequest(message, { [`defaults.${field}`]: [message] });
    }
    if (value.trim()) defaults[field] = value.trim();
  }
  const [problem] = await defaultProblems(prisma, { kind, defaults, dateOrder }, actor);
  if (problem) {
    const message = `Every row's ${fields.get(problem.field)}: ${problem.message}`;
    throw badRequest(message, { [`defaults.${problem.field}`]: [problem.message] });
  }
  return defaults;
}
