import type { Tenant } from "@/lib/generated/prisma/client";
import { tenantCreateSchema, type TenantFields } from "@/lib/schemas/tenant";
import { changedFields } from "@/server/changes";
import { tenantColumns, tenantName } from "@/server/tenants/tenant-dto";
import { inBatches, problemsOf, type FieldValues, type KindImporter, type RowPlan } from "./kind-types";
import { writeFlatRecords } from "./write-flat-records";

const FIELDS = [
  "firstName",
  "lastName",
  "companyName",
  "email",
  "phone",
  "secondaryPhone",
  "mailingAddress",
  "notes",
] as const satisfies readonly (keyof TenantFields)[];

/** FIELDS' columns, in the same order. */
const SQL_COLUMNS = ["first_name", "last_name", "company_name", "email", "phone", "secondary_phone", "mailing_address", "notes"].map(
  (column) => ({ column, type: "text" }),
);

/** What the form edits, from a stored row: so an update changes only the mapped fields. */
function valuesOf(row: Tenant): FieldValues {
  return Object.fromEntries(FIELDS.map((field) => [field, row[field] ?? ""]));
}

const emailKey = (text: string | null | undefined) => (text ?? "").trim().toLowerCase();

/**
 * Tenants (PRODUCT.md#imports): the tenant form's fields, checked by its schema
 * (a first and last name, or a company name). A tenant with the same e-mail
 * address (any case) is a duplicate — skipped or updated; a row without an
 * e-mail address is always new.
 */
export const tenantImporter: KindImporter<TenantFields> = {
  dateFields: [],

  async plan(rows, { db, duplicates }) {
    const emails = [...new Set(rows.map((row) => emailKey(row.email)).filter(Boolean))];
    const existing = new Map<string, Tenant>();
    for (const batch of inBatches(emails, 5000)) {
      const found = await db.tenant.findMany({
        where: { email: { in: batch, mode: "insensitive" } },
        orderBy: { createdAt: "asc" },
        take: 100_000,
      });
      // The oldest tenant with the address is the one an import updates.
      for (const row of found) if (!existing.has(emailKey(row.email))) existing.set(emailKey(row.email), row);
    }
    const seenInFile = new Map<string, number>();

    return rows.map((values, index): RowPlan<TenantFields> => {
      const key = emailKey(values.email);
      if (key && seenInFile.has(key)) {
        return { status: "error", problems: [{ field: "email", message: `Repeats row ${seenInFile.get(key)! + 2} of the file.` }] };
      }
      if (key) seenInFile.set(key, index);
      const match = key ? existing.get(key) : undefined;
      if (match && duplicates === "skip") return { status: "skip", existingId: match.id };
      const parsed = tenantCreateSchema.safeParse(match ? { ...valuesOf(match), ...values } : values);
      if (!parsed.success) return { status: "error", problems: problemsOf(parsed.error, (path) => String(path[0] ?? "") || null) };
      if (!match) return { status: "new", data: parsed.data };
      // A row that already holds every value is left alone: no write, no History line, its updatedAt kept.
      if (Object.keys(changedFields(match, tenantColumns(parsed.data))).length === 0) return { status: "unchanged", existingId: match.id };
      return { status: "update", data: parsed.data, existingId: match.id };
    });
  },

  write: (tx, plans, context) =>
    writeFlatRecords<TenantFields, ReturnType<typeof tenantColumns<TenantFields>>, Tenant>(tx, plans, context, {
      table: "tenants",
      type: "tenant",
      entityType: "tenant",
      fields: FIELDS,
      sqlColumns: SQL_COLUMNS,
      columnsOf: tenantColumns,
      nameOf: (columns) => tenantName({ ...columns, displayName: null }),
      nameOfRow: tenantName,
      find: (db, id) => db.tenant.findUniqueOrThrow({ where: { id } }),
      update: (db, id, columns) => db.tenant.update({ where: { id }, data: columns }),
    }),
};
