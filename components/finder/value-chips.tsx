"use client";

import { XMarkIcon } from "@heroicons/react/16/solid";
import type { KeyboardEvent } from "react";
import { cx } from "@/components/ui/cx";
import { inputClasses } from "@/components/ui/text-field";

/**
 * Several text values in one control: Enter adds the typed text as a chip
 * (PRODUCT.md#limits: Enter only, no comma, in the search dialog), Backspace on empty
 * text removes the last one. Text still typed counts as one more value.
 */
export function ValueChips({
  id,
  label,
  chips,
  text,
  onChange,
  describedBy,
}: {
  id: string;
  label: string;
  chips: string[];
  text: string;
  onChange: (next: { chips: string[]; text: string }) => void;
  describedBy?: string;
}) {
  const add = () => {
    const value = text.trim().replace(/\s+/g, " ");
    const known = chips.some((chip) => chip.toLowerCase() === value.toLowerCase());
    onChange({ chips: value && !known ? [...chips, value] : chips, text: "" });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault(); // adds a chip; never submits the Finder
      add();
    } else if (event.key === "Backspace" && text === "" && chips.length > 0) {
      onChange({ chips: chips.slice(0, -1), text });
    }
  };
  return (
    <div
      className={cx(
        inputClasses(false),
        "flex min-h-9 flex-wrap items-center gap-1 px-2 py-1 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100",
      )}
    >
      {chips.map((chip) => (
        <span
          key={chip}
          className="inline-flex max-w-full items-center gap-0.5 rounded-md bg-slate-100 py-0.5 pl-2 pr-0.5 text-xs font-medium text-slate-700"
        >
          <span className="truncate">{chip}</span>
          <button
            type="button"
            onClick={() => onChange({ chips: chips.filter((item) => item !== chip), text })}
            className="rounded p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
            aria-label={`Remove ${chip}`}
          >
            <XMarkIcon className="size-3" aria-hidden="true" />
          </button>
        </span>
      ))}
      <input
        id={id}
        value={text}
        onChange={(event) => onChange({ chips, text: event.target.value })}
        onKeyDown={onKeyDown}
        onBlur={() => text.trim() && add()}
        aria-label={label}
        aria-describedby={describedBy}
        placeholder={chips.length ? "" : "Type, then Enter"}
        className="h-7 min-w-20 flex-1 border-0 bg-transparent p-0 text-base focus:outline-none focus:ring-0 sm:text-sm"
      />
    </div>
  );
}
