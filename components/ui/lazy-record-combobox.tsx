"use client";

import { ChevronUpDownIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, type Ref } from "react";
import type { RecordCombobox as RecordComboboxComponent, RecordComboboxProps } from "./record-combobox";
import { cx } from "./cx";
import { PickerClearButton } from "./picker-clear-button";
import { useNoun } from "./record-option";
import { inputClasses } from "./text-field";

const loadRecordCombobox = () => import("./record-combobox");

type Props = Omit<RecordComboboxProps, "locked" | "inputRef" | "name">;

/**
 * The record picker for a page whose first screen only shows it (the rent roll's filters): Headless UI and the
 * picker are fetched at the first key or pointer press or input anywhere, or when the field takes focus, like the
 * dialog frame (dialogs.tsx). Until then a look-alike field stands in, with the choice's name and its clear button;
 * the picker replaces it in place and takes its focus.
 */
export function LazyRecordCombobox(props: Props) {
  const [Picker, setPicker] = useState<typeof RecordComboboxComponent | null>(null);
  const standIn = useRef<HTMLInputElement>(null);
  const focusPicker = useRef(false);
  const load = useCallback(() => {
    loadRecordCombobox().then(
      (module) => {
        focusPicker.current = document.activeElement === standIn.current;
        setPicker(() => module.RecordCombobox);
      },
      () => undefined, // the stand-in stays; its next focus asks again
    );
  }, []);
  useEffect(() => {
    const options = { capture: true, once: true, passive: true } as const;
    const events = ["pointerdown", "keydown", "input"] as const;
    for (const event of events) window.addEventListener(event, load, options);
    return () => {
      for (const event of events) window.removeEventListener(event, load, options);
    };
  }, [load]);
  useEffect(() => {
    if (Picker && focusPicker.current) document.getElementById(props.id)?.focus();
  }, [Picker, props.id]);

  if (Picker) return <Picker {...props} />;
  return <RecordComboboxStandIn {...props} inputRef={standIn} onIntent={load} />;
}

/** RecordCombobox's field as it looks closed: the same classes, name and buttons. */
function RecordComboboxStandIn({
  id,
  source,
  value,
  onChange,
  invalid = false,
  required,
  clearable = false,
  placeholder,
  describedBy,
  ariaLabel,
  inputRef,
  onIntent,
}: Props & { inputRef: Ref<HTMLInputElement>; onIntent: () => void }) {
  const t = useTranslations("common");
  const noun = useNoun(source.noun);
  return (
    <div className="relative">
      <input
        key={value?.label ?? ""}
        ref={inputRef}
        id={id}
        // Closed, it controls no list yet: Headless UI's own field names one only while open.
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        className={cx(inputClasses(invalid), "h-10 pr-16")}
        defaultValue={value?.label ?? ""}
        onFocus={onIntent}
        placeholder={placeholder ?? t("picker.search", { noun })}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        aria-label={ariaLabel}
        autoComplete="off"
      />
      <div className="absolute inset-y-0 right-0 flex items-center pr-1">
        {clearable && value && <PickerClearButton noun={noun} onClear={() => onChange(null)} />}
        <button
          type="button"
          tabIndex={-1}
          className="rounded p-1.5 text-slate-500 hover:text-slate-700"
          onClick={() => document.getElementById(id)?.focus()}
          aria-label={t("picker.choices", { noun })}
        >
          <ChevronUpDownIcon className="size-5" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
