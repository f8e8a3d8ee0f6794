import { contactPartyFieldsSchema, type ContactPartyFields } from "@/lib/schemas/contact-party";
import type { Client } from "@/lib/generated/prisma/client";
import { changedFields } from "@/server/changes";
import { digitsOf } from "../cell-values";
import { inBatches, problemsOf, type Db, type FieldValues, type KindImporter, type RowPlan } from "./kind-types";
import { writeFlatRecords } from "./write-flat-records";

const FIELDS = [
  "name",
  "contactFirstName",
  "contactLastName",
  "contactPrimaryNumber",
  "contactSecondaryNumber",
  "contactEmailAddress",
  "contactWebsiteURL",
  "contactMailingAddress",
] as const satisfies readonly (keyof ContactPartyFields)[];

type Table = "client" | "serviceProvider";

/** FIELDS' columns, in the same order. */
const SQL_COLUMNS = [
  "name",
  "contact_first_name",
  "contact_last_name",
  "contact_primary_number",
  "contact_secondary_number",
  "contact_email_address",
  "contact_website_url",
  "contact_mailing_address",
].map((column) => ({ column, type: "text" }));

/** Clients and service providers share their fields and table shape; `table` picks which. */
const delegate = (db: Db, table: Table) => (table === "client" ? db.client : (db.serviceProvider as unknown as Db["client"]));

/** What the form edits, from a stored row: so an update changes only the mapped fields. */
function inputOf(row: Client): Record<string, string> {
  return Object.fromEntries(FIELDS.map((field) => [field, row[field] ?? ""]));
}

/** A duplicate: the same name (any case) and the same e-mail (any case) or the same primary number's digits. */
function isSame(values: FieldValues, row: Pick<Client, "contactEmailAddress" | "contactPrimaryNumber">): boolean {
  const email = (values.contactEmailAddress ?? "").trim().toLowerCase();
  const phone = digitsOf(values.contactPrimaryNumber ?? "");
  return (
    (email !== "" && row.contactEmailAddress.toLowerCase() === email) || (phone !== "" && digitsOf(row.contactPrimaryNumber) === phone)
  );
}

export function contactPartyImporter(table: Table): KindImporter<ContactPartyFields> {
  const entityType = table === "client" ? "client" : "service-provider";
  return {
    dateFields: [],

    async plan(rows, { db, duplicates }) {
      const names = [...new Set(rows.map((row) => (row.name ?? "").trim().toLowerCase()).filter(Boolean))];
      const existing = new Map<string, Client[]>();
      for (const batch of inBatches(names, 5000)) {
        for (const row of await delegate(db, table).findMany({ where: { nameSort: { in: batch } }, take: 50_000 })) {
          const key = row.name.toLowerCase();
          existing.set(key, [...(existing.get(key) ?? []), row]);
        }
      }
      const seenInFile = new Map<string, number>();

      return rows.map((values, index): RowPlan<ContactPartyFields> => {
        const nameKey = (values.name ?? "").trim().toLowerCase();
        const fileKey = `${nameKey}\u0000${(values.contactEmailAddress ?? "").trim().toLowerCase()}`;
        if (nameKey && seenInFile.has(fileKey)) {
          return { status: "error", problems: [{ field: "name", message: `Repeats row ${seenInFile.get(fileKey)! + 2} of the file.` }] };
        }
        if (nameKey) seenInFile.set(fileKey, index);
        const match = nameKey ? existing.get(nameKey)?.find((row) => isSame(values, row)) : undefined;
        if (match && duplicates === "skip") return { status: "skip", existingId: match.id };
        const input = match ? { ...inputOf(match), ...values } : values;
        const parsed = contactPartyFieldsSchema.safeParse(input);
        if (!parsed.success) return { status: "error", problems: problemsOf(parsed.error, (path) => String(path[0] ?? "") || null) };
        if (!match) return { status: "new", data: parsed.data };
        // A row that already holds every value is left alone: no write, no History line, its updatedAt kept.
        if (Object.keys(changedFields(match, parsed.data)).length === 0) return { status: "unchanged", existingId: match.id };
        return { status: "update", data: parsed.data, existingId: match.id };
      });
    },

    write: (tx, plans, context) =>
      writeFlatRecords<ContactPartyFields, ContactPartyFields, Client>(tx, plans, context, {
        table: table === "client" ? "clients" : "service_providers",
        type: table,
        entityType,
        fields: FIELDS,
        sqlColumns: SQL_COLUMNS,
        columnsOf: (data) => data,
        nameOf: (data) => data.name,
        nameOfRow: (row) => row.name,
        find: (db, id) => delegate(db, table).findUniqueOrThrow({ where: { id } }),
        update: (db, id, data) => delegate(db, table).update({ where: { id }, data }),
      }),
  };
}
