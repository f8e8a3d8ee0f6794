import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS } from "@/lib/domain/documents";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { LookupField } from "../field";
import { enumField } from "./lookups";

/**
 * "Has documents of category …" (issue 30 §1), on every list whose records
 * carry documents (not reminders). Is / is any of: the record has at least one
 * complete document of one of the categories; is not / is none of: it has
 * none (records without documents included). Each record reaches its
 * documents through documents.<kind>_id, a generated column with a foreign key
 * (migration 20261127180000_documents_search), so this is a plain Prisma
 * relation filter.
 */
export const DOCUMENT_CATEGORY_FIELD = "documentCategory";

type Some = { documents: { some: Prisma.DocumentWhereInput } };

export function documentCategoryField<W>(onRecord: (has: Some) => W, negate: (condition: W) => W): LookupField<W> {
  return enumField(
    DOCUMENT_CATEGORY_FIELD,
    "Has documents of category",
    DOCUMENT_CATEGORIES,
    DOCUMENT_CATEGORY_LABELS,
    (operator, values) => {
      const has = onRecord({ documents: { some: { complete: true, category: { in: values } } } });
      return operator === "eq" ? has : negate(has);
    },
  );
}

/** The field on a model with a `documents` relation of its own. */
export function ownDocumentCategoryField<W>(): LookupField<W> {
  return documentCategoryField<W>(
    (has) => has as W,
    (condition) => ({ NOT: condition }) as W,
  );
}
