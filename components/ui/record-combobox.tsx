"use client";

import { Combobox, ComboboxButton, ComboboxInput } from "@headlessui/react";
import { ChevronUpDownIcon, LockClosedIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState, type Ref } from "react";
import useSWR from "swr";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";
import { fetchPage } from "@/lib/client/api";
import { queryString } from "@/lib/query-string";
import { ComboboxChoices } from "./combobox-choices";
import { cx } from "./cx";
import { PickerClearButton } from "./picker-clear-button";
import { useNoun, useOptionWords, type RecordOption, type RecordSource } from "./record-option";
import { SEARCH_DEBOUNCE_MS } from "./search-box";
import { Spinner } from "./spinner";
import { inputClasses } from "./text-field";

export { useOptionWords, type OptionWords, type RecordOption, type RecordSource } from "./record-option";

/** Rows shown at once; the rest is reached by typing (DESIGN.md "Record picker"). */
const SHOWN = 50;

function useDebounced(text: string): string {
  const [debounced, setDebounced] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return debounced;
}

/**
 * Headless UI's ComboboxInput sets aria-describedby from its own Description
 * context and overwrites the prop, so the field's error or hint (our Field
 * renders them) is attached to the input element directly.
 */
function useDescribedBy(describedBy: string | undefined) {
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  useEffect(() => {
    if (!input) return;
    if (describedBy) input.setAttribute("aria-describedby", describedBy);
    else input.removeAttribute("aria-describedby");
  }, [input, describedBy]);
  return setInput;
}

function mergeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (element: T | null) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
    }
  };
}

export interface RecordComboboxProps {
  id: string;
  source: RecordSource<never>;
  /** The chosen record, or null. Forms keep the id and pass the option they know (from the record being edited). */
  value: RecordOption | null;
  onChange: (option: RecordOption | null) => void;
  onBlur?: () => void;
  invalid?: boolean;
  required?: boolean;
  /** A preselected, locked choice (e.g. the client of /listings/details/{client}). */
  locked?: boolean;
  /** Optional fields get a clear button. */
  clearable?: boolean;
  placeholder?: string;
  describedBy?: string;
  /** The input's name when no <label> points at it (the Finder's rows). */
  ariaLabel?: string;
  name?: string;
  /** The text input (react-hook-form's field ref, so the form can focus it). */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The one record picker (DESIGN.md "Record picker"): a select-only combobox
 * that asks the server as the person types (debounced), shows the first 50
 * matches and how many more typing would narrow, and keeps showing the current
 * choice when a form is edited. Text that matches nothing reverts on blur.
 */
export function RecordCombobox({
  id,
  source,
  value,
  onChange,
  onBlur,
  invalid = false,
  required,
  locked = false,
  clearable = false,
  placeholder,
  describedBy,
  ariaLabel,
  name,
  inputRef,
}: RecordComboboxProps) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const search = useDebounced(query.trim());
  const key = open ? `${source.path}${queryString({ ...source.params, [source.searchParam]: search, skip: 0, limit: SHOWN })}` : null;
  const { data, isLoading, error } = useSWR(key, fetchPage<never>, { ...READ_DEFAULTS, keepPreviousData: true });
  const t = useTranslations("common");
  const words = useOptionWords();
  const noun = useNoun(source.noun);
  const options = (data?.items ?? []).map((item) => source.toOption(item, words));
  const more = Math.max(0, (data?.total ?? 0) - options.length);
  const typing = query.trim() !== search;
  const describedInput = useDescribedBy(describedBy);
  const inputRefs = useMemo(() => mergeRefs(inputRef, describedInput), [inputRef, describedInput]);

  if (locked) {
    return (
      <p
        id={id}
        className="flex h-10 items-center gap-2 rounded-lg bg-slate-50 px-3 text-sm text-slate-700 ring-1 ring-inset ring-slate-200"
        aria-describedby={describedBy}
      >
        <LockClosedIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <span className="truncate">{value?.label}</span>
      </p>
    );
  }

  return (
    <Combobox
      value={value}
      by={(a: RecordOption | null, b: RecordOption | null) => a?.id === b?.id}
      onChange={(option: RecordOption | null) => {
        onChange(option);
        setQuery("");
      }}
      onClose={() => {
        setQuery("");
        setOpen(false);
        onBlur?.();
      }}
      immediate
      name={name}
    >
      <div className="relative">
        <ComboboxInput
          ref={inputRefs}
          id={id}
          className={cx(inputClasses(invalid), "h-10 pr-16")}
          displayValue={(option: RecordOption | null) => option?.label ?? ""}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true); // typing again after a choice (focus never left the input) searches again
          }}
          onFocus={(event) => {
            setOpen(true);
            event.currentTarget.select(); // typing replaces the current choice's name instead of appending to it
          }}
          onClick={() => setOpen(true)}
          placeholder={placeholder ?? t("picker.search", { noun })}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-label={ariaLabel}
          autoComplete="off"
        />
        <div className="absolute inset-y-0 right-0 flex items-center pr-1">
          {clearable && value && <PickerClearButton noun={noun} onClear={() => onChange(null)} />}
          <ComboboxButton
            className="rounded p-1.5 text-slate-500 hover:text-slate-700"
            onClick={() => setOpen(true)}
            aria-label={t("picker.choices", { noun })}
          >
            <ChevronUpDownIcon className="size-5" aria-hidden="true" />
          </ComboboxButton>
        </div>
      </div>
      <ComboboxChoices options={options} choiceOf={(option) => ({ key: option.id, label: option.label, detail: option.detail })}>
        {(isLoading || typing) && options.length === 0 ? (
          <p className="flex items-center gap-2 px-3 py-2 text-sm text-slate-600">
            <Spinner diameter={16} label={t("states.searching")} /> {t("states.searchingDots")}
          </p>
        ) : error && options.length === 0 ? (
          <p className="px-3 py-2 text-sm text-slate-600">{t("picker.failed", { noun })}</p>
        ) : options.length === 0 ? (
          <p className="px-3 py-2 text-sm text-slate-600">{search ? t("picker.noMatch", { noun, search }) : t("picker.none", { noun })}</p>
        ) : more > 0 ? (
          <p className="border-t border-slate-100 px-3 py-2 text-xs text-slate-500">{t("picker.more", { more })}</p>
        ) : null}
      </ComboboxChoices>
    </Combobox>
  );
}
