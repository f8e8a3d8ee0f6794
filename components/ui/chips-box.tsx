"use client";

import { XMarkIcon } from "@heroicons/react/16/solid";
import { useTranslations } from "next-intl";
import type { KeyboardEvent } from "react";
import { cx } from "./cx";
import { inputClasses } from "./text-field";

/**
 * Several text values typed into one box (the Finder's "is any of" values, a
 * listing's amenities and rooms): Enter adds the typed text as a chip — and
 * a comma too where `commaAdds` (never in the Finder: PRODUCT.md#limits) —
 * trimmed, its spaces collapsed, a value already there (in any case) left
 * out; Backspace on empty text removes the last chip; leaving the box adds
 * what is typed. Chips look like DESIGN.md's attribute tags.
 */
export function ChipsBox({
  id,
  chips,
  text,
  onChange,
  commaAdds = false,
  label,
  describedBy,
  placeholder,
  invalid = false,
  testId,
  dense = false,
  onEnterEmpty,
}: {
  id: string;
  chips: string[];
  text: string;
  onChange: (next: { chips: string[]; text: string }) => void;
  commaAdds?: boolean;
  /** The input's accessible name when no <label> points at `id`. */
  label?: string;
  describedBy?: string;
  placeholder?: string;
  invalid?: boolean;
  testId?: string;
  /** As tall as the Finder's h-9 controls (forms use h-10). */
  dense?: boolean;
  /** Enter with nothing typed (the Finder: on to the next row); without it Enter then does nothing. */
  onEnterEmpty?: () => void;
}) {
  const t = useTranslations("common.fields");
  const add = (raw: string) => {
    const next = [...chips];
    for (const part of commaAdds ? raw.split(",") : [raw]) {
      const value = part.trim().replace(/\s+/g, " ");
      if (value && !next.some((chip) => chip.toLowerCase() === value.toLowerCase())) next.push(value);
    }
    onChange({ chips: next, text: "" });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" && onEnterEmpty && !text.trim() && !event.ctrlKey && !event.metaKey) {
      event.preventDefault(); // nothing typed: the caller's move (the Finder's next row), never a submit
      onEnterEmpty();
    } else if (event.key === "Enter" || (commaAdds && event.key === ",")) {
      event.preventDefault(); // adds a chip; never submits the form
      add(text);
    } else if (event.key === "Backspace" && text === "" && chips.length > 0) {
      onChange({ chips: chips.slice(0, -1), text });
    }
  };
  return (
    <div
      className={cx(
        inputClasses(invalid),
        dense ? "min-h-9" : "min-h-10",
        "flex flex-wrap items-center gap-1 px-2 py-1 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100",
      )}
      data-testid={testId}
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
            aria-label={t("removeChip", { chip })}
          >
            <XMarkIcon className="size-3" aria-hidden="true" />
          </button>
        </span>
      ))}
      <input
        id={id}
        value={text}
        onChange={(event) => {
          const typed = event.target.value;
          if (commaAdds && typed.includes(",")) add(typed);
          else onChange({ chips, text: typed });
        }}
        onKeyDown={onKeyDown}
        onBlur={() => text.trim() && add(text)}
        aria-label={label}
        aria-describedby={describedBy}
        placeholder={chips.length ? "" : placeholder}
        className="h-7 min-w-20 flex-1 border-0 bg-transparent p-0 text-base focus:outline-none focus:ring-0 sm:text-sm"
      />
    </div>
  );
}
