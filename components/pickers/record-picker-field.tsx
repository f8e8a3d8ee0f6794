"use client";

import { useState, type ReactNode } from "react";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { RecordCombobox, type RecordOption, type RecordSource } from "@/components/ui/record-combobox";
import { Field } from "@/components/ui/text-field";
import { useRecordOptionById } from "./use-record-option";

export interface RecordPickerFieldProps<Values extends FieldValues, Output extends FieldValues = Values> {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  id?: string;
  label: string;
  source: RecordSource<never>;
  /** Options the form already knows (the edited record's client, the page's preset listing). */
  known?: (RecordOption | null | undefined)[];
  required?: boolean;
  locked?: boolean;
  clearable?: boolean;
  hint?: ReactNode;
  fieldClassName?: string;
}

/**
 * A form's record picker: the label with its asterisk, the RecordCombobox
 * (which searches the server as the person types) and the error under it,
 * bound to a react-hook-form field that holds the record's id. The current
 * choice shows by name: the one the person picked, the one the form knows
 * (`known`, from the record being edited), or — for an id that arrived alone,
 * like ?listing=<id> — the record loaded by its id.
 */
export function RecordPickerField<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  name,
  id = name,
  label,
  source,
  known,
  required,
  locked,
  clearable,
  hint,
  fieldClassName,
}: RecordPickerFieldProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  const [picked, setPicked] = useState<RecordOption | null>(null);
  const chosenId = typeof field.value === "string" ? field.value : "";
  const fromForm = [picked, ...(known ?? [])].find((option) => option && option.id === chosenId) ?? null;
  const loaded = useRecordOptionById(source, fromForm || !chosenId ? null : chosenId);
  const value = fromForm ?? loaded;
  const error = fieldState.error?.message;

  return (
    <Field id={id} label={label} required={required} error={error} hint={hint} className={fieldClassName}>
      <RecordCombobox
        id={id}
        name={field.name}
        inputRef={field.ref}
        source={source}
        value={value}
        onChange={(option) => {
          setPicked(option);
          field.onChange(option?.id ?? "");
        }}
        onBlur={field.onBlur}
        invalid={Boolean(error)}
        required={required}
        locked={locked}
        clearable={clearable}
        describedBy={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      />
    </Field>
  );
}
