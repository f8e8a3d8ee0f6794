"use client";

import { clientSource, listingSource, specialistSource } from "@/components/pickers/record-sources";
import { RecordCombobox, type RecordOption, type RecordSource } from "@/components/ui/record-combobox";
import { Field, SelectField, TextField } from "@/components/ui/text-field";
import { LISTING_STATUS_LABELS, LISTING_TYPE_LABELS, PROPERTY_TYPE_LABELS, ZONING_LABELS } from "@/lib/domain/enums";
import type { ImportField, ImportKind } from "@/lib/domain/import-fields";
import type { ImportDefaults } from "@/lib/schemas/import";

/** What one row of a kind is, for "Every listing's specialist". */
const ROW_NOUN: Record<ImportKind, string> = {
  clients: "client",
  "service-providers": "provider",
  listings: "listing",
  tenants: "tenant",
  leases: "lease",
  "opening-balances": "balance",
};

/** Fields whose value is a record: picked, sent as its id (the import finds it by id as well as by name). */
const PICKED: Partial<Record<string, RecordSource<never>>> = {
  propertySpecialist: specialistSource as RecordSource<never>,
  client: clientSource as RecordSource<never>,
  listing: listingSource as RecordSource<never>,
};

/** Fields with a list of values: chosen from it. */
const CHOICES: Partial<Record<string, Record<string, string>>> = {
  listingType: LISTING_TYPE_LABELS,
  status: LISTING_STATUS_LABELS,
  zoning: ZONING_LABELS,
  propertyType: PROPERTY_TYPE_LABELS,
};

const labelOf = (kind: ImportKind, field: ImportField) =>
  `Every ${ROW_NOUN[kind]}'s ${field.name === "propertySpecialist" ? "specialist" : field.label.charAt(0).toLowerCase() + field.label.slice(1)}`;

/**
 * A value for every row (issue 44): for each required field no column fills, a picker, a list or a text box
 * whose value every row gets (and a row whose own cell is blank, once a column is mapped). The server checks it
 * like a cell when the rows are checked.
 */
export function ImportDefaults({
  kind,
  fields,
  defaults,
  picked,
  disabled,
  onChange,
}: {
  kind: ImportKind;
  fields: ImportField[];
  defaults: ImportDefaults;
  /** The records chosen in the pickers, so they show by name. */
  picked: Record<string, RecordOption | null>;
  disabled: boolean;
  onChange: (field: string, value: string, option?: RecordOption | null) => void;
}) {
  if (fields.length === 0) return null;
  return (
    <fieldset className="space-y-3 rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200" disabled={disabled}>
      <legend className="sr-only">A value for every row</legend>
      <p className="text-sm text-slate-700">Or give every row the same value (a row&apos;s own cell, when a column fills it, wins):</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {fields.map((field) => {
          const id = `import-default-${field.name}`;
          const label = labelOf(kind, field);
          const source = PICKED[field.name];
          const choices = CHOICES[field.name];
          if (source)
            return (
              <Field key={field.name} id={id} label={label}>
                <RecordCombobox
                  id={id}
                  source={source}
                  value={picked[field.name] ?? null}
                  clearable
                  onChange={(option) => onChange(field.name, option?.id ?? "", option)}
                />
              </Field>
            );
          if (choices)
            return (
              <SelectField
                key={field.name}
                id={id}
                label={label}
                placeholder="Choose …"
                options={Object.entries(choices).map(([value, text]) => ({ value, label: text }))}
                value={defaults[field.name] ?? ""}
                onChange={(event) => onChange(field.name, event.target.value)}
              />
            );
          return (
            <TextField
              key={field.name}
              id={id}
              label={label}
              value={defaults[field.name] ?? ""}
              onChange={(event) => onChange(field.name, event.target.value)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
