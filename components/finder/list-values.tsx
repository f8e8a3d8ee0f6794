"use client";

import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from "@headlessui/react";
import { CheckIcon, ChevronUpDownIcon } from "@heroicons/react/20/solid";
import { cx } from "@/components/ui/cx";
import { inputClasses } from "@/components/ui/text-field";

/**
 * Several of a field's listed values ("Is any of For Rent, For Rent & Sale"): a Headless UI `Listbox` that takes
 * many, each option with a check. The button names what is chosen, or "Choose…".
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
  const names = list.filter((entry) => chosen.includes(entry.value)).map((entry) => entry.name);
  return (
    <Listbox value={chosen} onChange={onChange} multiple>
      <ListboxButton
        id={id}
        aria-label={label}
        aria-describedby={describedBy}
        className={cx(inputClasses(false), "relative flex h-9 items-center py-1 pr-8 text-left")}
      >
        <span className={cx("block truncate", names.length === 0 && "text-slate-500")}>{names.length ? names.join(", ") : "Choose…"}</span>
        <ChevronUpDownIcon className="pointer-events-none absolute right-2 size-5 text-slate-500" aria-hidden="true" />
      </ListboxButton>
      <ListboxOptions
        anchor="bottom start"
        className="z-dialog max-h-72 w-(--button-width) min-w-48 overflow-y-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-900/10 [--anchor-gap:4px] focus:outline-none"
      >
        {list.map((entry) => (
          <ListboxOption
            key={entry.value}
            value={entry.value}
            className="group flex cursor-default items-center gap-2 px-3 py-1.5 text-sm text-slate-700 select-none data-focus:bg-brand-50"
          >
            <CheckIcon className="invisible size-4 text-brand-700 group-data-selected:visible" aria-hidden="true" />
            {entry.name}
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}
