"use client";

import { Combobox, ComboboxButton, ComboboxInput } from "@headlessui/react";
import { ChevronUpDownIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ComboboxChoices } from "@/components/ui/combobox-choices";
import { cx } from "@/components/ui/cx";
import { inputClasses } from "@/components/ui/text-field";
import type { ImportField } from "@/lib/domain/import-fields";

interface FieldOption {
  /** The field's name; "" ignores the column. */
  name: string;
  label: string;
  detail?: string;
}

/** Matches the typed text against a field's label, its name and its header synonyms ("cell" finds Primary number). */
function matches(field: ImportField, title: string, text: string): boolean {
  const needle = text.toLowerCase();
  return [title, field.label, field.name, ...field.synonyms].some((word) => word.toLowerCase().includes(needle));
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
  const t = useTranslations("imports");
  const titleOf = (field: ImportField) => t(`fields.${field.name}` as "fields.name");
  const IGNORE: FieldOption = { name: "", label: t("mapping.ignore") };
  const [query, setQuery] = useState("");
  const text = query.trim();
  const toOption = (field: ImportField): FieldOption => {
    const other = usedBy.get(field.name);
    const detail = [
      field.required ? t("mapping.required") : null,
      other && other !== column ? t("mapping.nowFrom", { column: other }) : null,
    ]
      .filter(Boolean)
      .join(" · ");
    return { name: field.name, label: titleOf(field), detail: detail || undefined };
  };
  const options = [...(text ? [] : [IGNORE]), ...fields.filter((field) => !text || matches(field, titleOf(field), text)).map(toOption)];
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
          aria-label={t("mapping.fieldFor", { column })}
          autoComplete="off"
        />
        <ComboboxButton
          className="absolute inset-y-0 right-0 flex items-center rounded pr-2 pl-1 text-slate-500 hover:text-slate-700"
          aria-label={t("mapping.showFields", { column })}
        >
          <ChevronUpDownIcon className="size-5" aria-hidden="true" />
        </ComboboxButton>
      </div>
      <ComboboxChoices
        options={options}
        choiceOf={(option) => ({ key: option.name || "ignore", label: option.label, detail: option.detail, quiet: !option.name })}
      >
        {options.length === 0 && <p className="px-3 py-2 text-sm text-slate-600">{t("mapping.noMatch", { text })}</p>}
      </ComboboxChoices>
    </Combobox>
  );
}
