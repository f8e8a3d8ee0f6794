"use client";

import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { CheckIcon, ChevronUpDownIcon } from "@heroicons/react/20/solid";
import { useState } from "react";
import { cx } from "@/components/ui/cx";
import { inputClasses } from "@/components/ui/text-field";
import type { ImportField } from "@/lib/domain/import-fields";

interface FieldOption {
  /** The field's name; "" ignores the column. */
  name: string;
  label: string;
  detail?: string;
}

const IGNORE: FieldOption = { name: "", label: "Ignore this column" };

/** Matches the typed text against a field's label, its name and its header synonyms ("cell" finds Primary number). */
function matches(field: ImportField, text: string): boolean {
  const needle = text.toLowerCase();
  return [field.label, field.name, ...field.synonyms].some((word) => word.toLowerCase().includes(needle));
}

/**
 * The field a column of the file fills (DESIGN.md "Record picker" and §7
 * "Steps"): the one combobox's look and keys, its options the import kind's
 * fields filtered here as the person types (label, name or a synonym),
 * "Ignore this column" always first. Select-only: text that matches nothing
 * reverts on blur. A field another column fills says so; choosing it here
 * frees it there.
 */
export function ImportFieldCombobox({
  id,
  column,
  fields,
  value,
  usedBy,
  onChange,
}: {
  id: string;
  column: string;
  fields: ImportField[];
  /** The chosen field's name, or null (ignored). */
  value: string | null;
  /** field name → the other column that fills it now. */
  usedBy: Map<string, string>;
  onChange: (field: string | null) => void;
}) {
  const [query, setQuery] = useState("");
  const text = query.trim();
  const toOption = (field: ImportField): FieldOption => {
    const other = usedBy.get(field.name);
    const detail = [field.required ? "Required" : null, other && other !== column ? `Now from “${other}”` : null]
      .filter(Boolean)
      .join(" · ");
    return { name: field.name, label: field.label, detail: detail || undefined };
  };
  const options = [...(text ? [] : [IGNORE]), ...fields.filter((field) => !text || matches(field, text)).map(toOption)];
  const chosen = value ? (fields.find((field) => field.name === value) ?? null) : null;
  const selected: FieldOption = chosen ? toOption(chosen) : IGNORE;

  return (
    <Combobox
      value={selected}
      by={(a: FieldOption | null, b: FieldOption | null) => a?.name === b?.name}
      onChange={(option: FieldOption | null) => {
        if (option) onChange(option.name || null);
        setQuery("");
      }}
      onClose={() => setQuery("")}
      immediate
    >
      <div className="relative">
        <ComboboxInput
          id={id}
          className={cx(inputClasses(false), "h-10 pr-9", !chosen && "text-slate-500")}
          displayValue={(option: FieldOption | null) => option?.label ?? ""}
          onChange={(event) => setQuery(event.target.value)}
          onFocus={(event) => event.currentTarget.select()}
          aria-label={`Field for column ${column}`}
          autoComplete="off"
        />
        <ComboboxButton
          className="absolute inset-y-0 right-0 flex items-center rounded pr-2 pl-1 text-slate-500 hover:text-slate-700"
          aria-label={`Show the fields for column ${column}`}
        >
          <ChevronUpDownIcon className="size-5" aria-hidden="true" />
        </ComboboxButton>
      </div>
      {/* Not modal: the rest of the table stays in the accessibility tree while the list is open. */}
      <ComboboxOptions
        modal={false}
        anchor="bottom start"
        className="z-dialog w-(--input-width) overflow-y-auto [--anchor-max-height:18rem] rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-900/10 [--anchor-gap:4px] empty:invisible"
      >
        {options.map((option) => (
          <ComboboxOption
            key={option.name || "ignore"}
            value={option}
            className="group flex cursor-default items-start gap-2 px-3 py-1.5 text-sm text-slate-900 select-none data-focus:bg-brand-50"
          >
            <CheckIcon className="invisible mt-0.5 size-4 shrink-0 text-brand-700 group-data-selected:visible" aria-hidden="true" />
            <span className="min-w-0">
              <span className={cx("block truncate group-data-selected:font-semibold", option.name ? "font-medium" : "text-slate-600")}>
                {option.label}
              </span>
              {option.detail && <span className="block truncate text-xs text-slate-500">{option.detail}</span>}
            </span>
          </ComboboxOption>
        ))}
        {options.length === 0 && <p className="px-3 py-2 text-sm text-slate-600">No field matches “{text}”.</p>}
      </ComboboxOptions>
    </Combobox>
  );
}
