"use client";

import { ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { CheckIcon } from "@heroicons/react/20/solid";
import type { ReactNode } from "react";
import { cx } from "./cx";

/** One row of a combobox's list: its name and a line that tells look-alikes apart. */
export interface ComboboxChoice {
  key: string;
  label: string;
  detail?: string;
  /** A choice that means "none" (Ignore, Any): drawn quieter than the records. */
  quiet?: boolean;
}

/**
 * The list under every combobox (DESIGN.md "Record picker"): anchored below
 * the input at its width, a check on the chosen row, the name over its detail,
 * and the caller's status line (searching, nothing matches, keep typing) last.
 * Not modal: the rest of the form stays in the accessibility tree while it is open.
 */
export function ComboboxChoices<Option>({
  options,
  choiceOf,
  children,
}: {
  options: Option[];
  choiceOf: (option: Option) => ComboboxChoice;
  children?: ReactNode;
}) {
  return (
    <ComboboxOptions
      modal={false}
      anchor="bottom start"
      className="z-dialog w-(--input-width) overflow-y-auto [--anchor-max-height:18rem] rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-900/10 [--anchor-gap:4px] empty:invisible"
    >
      {options.map((option) => {
        const choice = choiceOf(option);
        return (
          <ComboboxOption
            key={choice.key}
            value={option}
            className="group flex cursor-default items-start gap-2 px-3 py-1.5 text-sm text-slate-900 select-none data-focus:bg-brand-50"
          >
            <CheckIcon className="invisible mt-0.5 size-4 shrink-0 text-brand-700 group-data-selected:visible" aria-hidden="true" />
            <span className="min-w-0">
              <span className={cx("block truncate group-data-selected:font-semibold", choice.quiet ? "text-slate-600" : "font-medium")}>
                {choice.label}
              </span>
              {choice.detail && <span className="block truncate text-xs text-slate-500">{choice.detail}</span>}
            </span>
          </ComboboxOption>
        );
      })}
      {children}
    </ComboboxOptions>
  );
}
