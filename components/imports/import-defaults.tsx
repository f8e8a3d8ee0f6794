"use client";

import { useTranslations } from "next-intl";
import { clientSource, listingSource, specialistSource } from "@/components/pickers/record-sources";
import { RecordCombobox, type RecordOption, type RecordSource } from "@/components/ui/record-combobox";
import { Field, SelectField, TextField } from "@/components/ui/text-field";
import { LISTING_STATUSES, LISTING_TYPES, PROPERTY_TYPES, ZONINGS } from "@/lib/domain/enums";
import type { ImportField, ImportKind } from "@/lib/domain/import-fields";
import type { ImportDefaults } from "@/lib/schemas/import";

/** Fields whose value is a record: picked, sent as its id (the import finds it by id as well as by name). */
const PICKED: Partial<Record<string, RecordSource<never>>> = {
  propertySpecialist: specialistSource as RecordSource<never>,
  client: clientSource as RecordSource<never>,
  listing: listingSource as RecordSource<never>,
};

/** Fields with a list of values: chosen from it (the values, and their `enums` labels). */
const CHOICES: Partial<Record<string, { values: readonly string[]; labels: "listingType" | "listingStatus" | "zoning" | "propertyType" }>> =
  {
    listingType: { values: LISTING_TYPES, labels: "listingType" },
    status: { values: LISTING_STATUSES, labels: "listingStatus" },
    zoning: { values: ZONINGS, labels: "zoning" },
    propertyType: { values: PROPERTY_TYPES, labels: "propertyType" },
  };

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
  const t = useTranslations("imports");
  const enums = useTranslations("enums");
  if (fields.length === 0) return null;
  /** "Every listing's specialist" / "Especialista de cada propiedad". */
  const labelOf = (field: ImportField) => {
    const title = field.name === "propertySpecialist" ? t("defaults.specialist") : t(`fields.${field.name}` as "fields.name");
    return t(`defaults.every.${kind}`, { field: title.charAt(0).toLowerCase() + title.slice(1) });
  };
  return (
    <fieldset className="space-y-3 rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200" disabled={disabled}>
      <legend className="sr-only">{t("defaults.legend")}</legend>
      <p className="text-sm text-slate-700">{t("defaults.lead")}</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {fields.map((field) => {
          const id = `import-default-${field.name}`;
          const label = labelOf(field);
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
                placeholder={t("defaults.choose")}
                options={choices.values.map((value) => ({ value, label: enums(`${choices.labels}.${value}` as "listingType.land-only") }))}
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
