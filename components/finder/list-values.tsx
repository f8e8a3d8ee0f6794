"use client";

import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { CheckIcon, ChevronUpDownIcon, XMarkIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useState, type KeyboardEvent } from "react";
import { cx } from "@/components/ui/cx";
import { inputClasses } from "@/components/ui/text-field";
import { matchingValues } from "./finder-criteria";

/**
 * Several of a field's listed values ("Is any of For Rent, For Rent & Sale"): a Headless UI `Combobox` that takes
 * many. Typing narrows the list and Enter picks the first match ("for r" ↵ → For Rent), so a value needs no click;
 * the chosen values are chips before the input, each with its ×. Enter with nothing typed is the Finder's (next row).
 */
export function ListValues({
  id,
  label,
  list,
  chosen,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  list: readonly { value: string; name: string }[];
  chosen: string[];
  describedBy?: string;
  onChange: (chosen: string[]) => void;
}) {
  const [query, setQuery] = useState("");
  const t = useTranslations("finder.row");
  const shown = matchingValues(list, query);
  const nameOf = (value: string) => list.find((entry) => entry.value === value)?.name ?? value;

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Enter" || event.ctrlKey || event.metaKey || !query.trim()) return;
    // Typed text picks the first value it matches (before Headless UI's own Enter, which would need an active row).
    event.preventDefault();
    event.stopPropagation();
    const first = shown.find((entry) => !chosen.includes(entry.value));
    if (first) onChange([...chosen, first.value]);
    setQuery("");
    // Picked: fold the open list away (Headless UI closes on Escape), so it covers no row below.
    const input = event.currentTarget.querySelector("input");
    setTimeout(() => {
      if (input?.getAttribute("aria-expanded") === "true") {
        input.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));
      }
    }, 0);
  };

  return (
    <Combobox value={chosen} onChange={(next: string[]) => (onChange(next), setQuery(""))} onClose={() => setQuery("")} multiple>
      <div
        onKeyDownCapture={onKeyDownCapture}
        className={cx(
          inputClasses(false),
          "relative flex min-h-9 flex-wrap items-center gap-1 py-1 pr-8 pl-2 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100",
        )}
      >
        {chosen.map((value) => (
          <span
            key={value}
            className="inline-flex max-w-full items-center gap-0.5 rounded-md bg-slate-100 py-0.5 pr-0.5 pl-2 text-xs font-medium text-slate-700"
          >
            <span className="truncate">{nameOf(value)}</span>
            <button
              type="button"
              onClick={() => onChange(chosen.filter((item) => item !== value))}
              className="rounded p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
              aria-label={t("remove", { name: nameOf(value) })}
            >
              <XMarkIcon className="size-3" aria-hidden="true" />
            </button>
          </span>
        ))}
        <ComboboxInput
          id={id}
          aria-label={label}
          aria-describedby={describedBy}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={chosen.length ? "" : t("typeOrChoose")}
          autoComplete="off"
          className="h-7 min-w-20 flex-1 border-0 bg-transparent p-0 text-base placeholder:text-slate-500 focus:outline-none focus:ring-0 sm:text-sm"
        />
        <ComboboxButton
          className="absolute inset-y-0 right-0 flex items-center pr-2 text-slate-500"
          aria-label={t("showChoices", { label })}
        >
          <ChevronUpDownIcon className="size-5" aria-hidden="true" />
        </ComboboxButton>
      </div>
      <ComboboxOptions
        modal={false}
        anchor="bottom start"
        className="z-dialog max-h-72 w-(--input-width) min-w-48 overflow-y-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-900/10 [--anchor-gap:4px] empty:invisible focus:outline-none"
      >
        {shown.map((entry) => (
          <ComboboxOption
            key={entry.value}
            value={entry.value}
            className="group flex cursor-default items-center gap-2 px-3 py-1.5 text-sm text-slate-700 select-none data-focus:bg-brand-50"
          >
            <CheckIcon className="invisible size-4 text-brand-700 group-data-selected:visible" aria-hidden="true" />
            {entry.name}
          </ComboboxOption>
        ))}
      </ComboboxOptions>
    </Combobox>
  );
}
