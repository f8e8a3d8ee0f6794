"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ChipsBox } from "@/components/ui/chips-box";
import type { NamedChip } from "@/lib/schemas/listing";

/**
 * A listing's chips `[{ name }]` (amenities, rooms) in the one chips box —
 * Enter or a comma adds — with its label, hint, suggestions and error.
 */
export function ChipInput({
  id,
  label,
  value,
  onChange,
  placeholder,
  suggestions = [],
  error,
}: {
  id: string;
  label: string;
  value: NamedChip[];
  onChange: (next: NamedChip[]) => void;
  placeholder?: string;
  suggestions?: readonly string[];
  error?: string;
}) {
  const t = useTranslations("listings.form");
  const [text, setText] = useState("");
  const names = new Set(value.map((chip) => chip.name.toLowerCase()));
  const missing = suggestions.filter((name) => !names.has(name.toLowerCase()));

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <ChipsBox
        id={id}
        chips={value.map((chip) => chip.name)}
        text={text}
        onChange={(next) => {
          setText(next.text);
          if (next.chips.length !== value.length || next.chips.some((name, index) => name !== value[index]?.name)) {
            onChange(next.chips.map((name) => ({ name })));
          }
        }}
        commaAdds
        describedBy={`${id}-hint`}
        placeholder={placeholder}
        invalid={Boolean(error)}
        testId={`${id}-chips`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {t("chipsHint")}
        {missing.length > 0 && (
          <>
            {" "}
            {t("suggestions")}{" "}
            {missing.map((name, index) => (
              <span key={name}>
                {index > 0 && ", "}
                <button type="button" className="text-brand-700 hover:underline" onClick={() => onChange([...value, { name }])}>
                  {name}
                </button>
              </span>
            ))}
          </>
        )}
      </p>
      {error && <p className="mt-1 text-xs text-red-600">{error}</p>}
    </div>
  );
}
