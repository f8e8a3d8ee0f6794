"use client";

import { XMarkIcon } from "@heroicons/react/16/solid";
import { useState, type KeyboardEvent } from "react";
import { inputClasses } from "@/components/ui/text-field";
import type { NamedChip } from "@/lib/schemas/listing";

/**
 * Chips `[{ name }]` typed into one input: Enter or comma adds the text as a
 * chip (trimmed; empty text and duplicates are ignored), Backspace on an
 * empty input removes the last chip, leaving the field adds pending text.
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
  const [text, setText] = useState("");
  const names = new Set(value.map((chip) => chip.name.toLowerCase()));

  const add = (raw: string) => {
    const additions: NamedChip[] = [];
    for (const part of raw.split(",")) {
      const name = part.trim().replace(/\s+/g, " ");
      if (!name || names.has(name.toLowerCase()) || additions.some((chip) => chip.name.toLowerCase() === name.toLowerCase())) continue;
      additions.push({ name });
    }
    if (additions.length) onChange([...value, ...additions]);
    setText("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add(text);
    } else if (event.key === "Backspace" && text === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const missing = suggestions.filter((name) => !names.has(name.toLowerCase()));

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className={`${inputClasses(Boolean(error))} flex min-h-10 flex-wrap items-center gap-1.5 py-1.5`} data-testid={`${id}-chips`}>
        {value.map((chip) => (
          <span
            key={chip.name}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-2.5 pr-1 text-xs font-medium text-brand-800 ring-1 ring-brand-100"
          >
            {chip.name}
            <button
              type="button"
              onClick={() => onChange(value.filter((item) => item !== chip))}
              className="rounded-full p-0.5 text-brand-500 hover:bg-brand-100 hover:text-brand-800"
              aria-label={`Remove ${chip.name}`}
            >
              <XMarkIcon className="size-3" aria-hidden="true" />
            </button>
          </span>
        ))}
        <input
          id={id}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            if (next.includes(",")) add(next);
            else setText(next);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => text.trim() && add(text)}
          placeholder={value.length ? "" : placeholder}
          className="min-w-32 flex-1 border-0 bg-transparent p-0.5 text-sm focus:outline-none focus:ring-0"
          aria-describedby={`${id}-hint`}
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        Press Enter or type a comma to add.
        {missing.length > 0 && (
          <>
            {" "}
            Suggestions:{" "}
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
