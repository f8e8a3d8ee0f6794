import { useTranslations } from "next-intl";
import type { ComponentProps, ReactNode } from "react";
import { useApiMessage } from "@/lib/i18n/use-api-message";
import { cx } from "./cx";

/** Inputs use 16 px text on phones (no zoom on focus) and 14 px from `sm`; single-line controls add `h-10`. */
export const inputClasses = (invalid: boolean) =>
  cx(
    "block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-500 sm:text-sm",
    "focus:outline-none focus:ring-2 disabled:bg-slate-100 disabled:text-slate-500",
    invalid ? "border-red-500 focus:border-red-500 focus:ring-red-200" : "border-slate-300 focus:border-brand-500 focus:ring-brand-100",
  );

/**
 * The wiring every control of a field carries: its id, invalid and required
 * state, and its error as the description. Custom controls (radios, chips,
 * selects built by hand) spread it too, so every field reads the same.
 */
export function fieldControlProps(id: string, { error, required }: { error?: string; required?: boolean }) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  } as const;
}

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** "radiogroup": the label names a group of radios, which carries the required, invalid and error wiring. */
  as?: "field" | "radiogroup";
  children: ReactNode;
}

/**
 * The one place a field's error is written under it (every Field, TextField, SelectField, picker): the message as the
 * schema (lib/schemas, shared with the API) or the server gave it. A translation of validation messages plugs in here.
 */
/** A field's error; the shared schemas' English messages read in the page's language (lib/i18n/use-api-message.ts). */
export function FieldError({ id, message }: { id: string; message: string }) {
  const translate = useApiMessage();
  return (
    <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
      {translate(message)}
    </p>
  );
}

/** Label, control, and the error under it. Required fields carry the asterisk the 'Hold On ...' alert refers to. */
export function Field({ id, label, required, error, hint, className, as = "field", children }: FieldProps) {
  const caption = (
    <>
      {label}
      {required && (
        <span className="ml-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      )}
    </>
  );
  const below = error ? (
    <FieldError id={id} message={error} />
  ) : hint ? (
    <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
      {hint}
    </p>
  ) : null;

  if (as === "radiogroup") {
    return (
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        {...fieldControlProps(id, { error, required })}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={className}
      >
        <span id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-slate-700">
          {caption}
        </span>
        {children}
        {below}
      </div>
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {caption}
      </label>
      {children}
      {below}
    </div>
  );
}

type TextFieldProps = Omit<ComponentProps<"input">, "id"> & {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  fieldClassName?: string;
};

export function TextField({ id, label, required, error, hint, fieldClassName, className, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint} className={fieldClassName}>
      <input
        {...fieldControlProps(id, { error, required })}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={cx(inputClasses(Boolean(error)), "h-10", className)}
        {...input}
      />
    </Field>
  );
}

type TextAreaFieldProps = Omit<ComponentProps<"textarea">, "id"> & { id: string; label: string; error?: string; fieldClassName?: string };

export function TextAreaField({ id, label, required, error, fieldClassName, className, ...textarea }: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} required={required} error={error} className={fieldClassName}>
      <textarea
        {...fieldControlProps(id, { error, required })}
        className={cx(inputClasses(Boolean(error)), "min-h-24", className)}
        {...textarea}
      />
    </Field>
  );
}

type SelectFieldProps = Omit<ComponentProps<"select">, "id"> & {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** The empty first option ('Select ...'); choosing it leaves the field blank. null: no empty option. */
  placeholder?: string | null;
  /** A disabled option is shown but cannot be picked (an invoice already charged). */
  options: readonly { value: string; label: string; disabled?: boolean }[];
  fieldClassName?: string;
};

/** A select-only dropdown (PRODUCT.md#forms) with the same label, asterisk and error as the text fields. */
export function SelectField({
  id,
  label,
  required,
  error,
  hint,
  placeholder,
  options,
  fieldClassName,
  className,
  ...select
}: SelectFieldProps) {
  const t = useTranslations("common.fields");
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint} className={fieldClassName}>
      <select
        {...fieldControlProps(id, { error, required })}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={cx(inputClasses(Boolean(error)), "h-10 py-0 pr-8", className)}
        {...select}
      >
        {placeholder !== null && <option value="">{placeholder ?? t("select")}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

type CheckboxFieldProps = Omit<ComponentProps<"input">, "type"> & { label: string; fieldClassName?: string };

/** A checkbox with its label beside it ('Enable this user', 'Price is negotiable'). */
export function CheckboxField({ label, fieldClassName, className, ...input }: CheckboxFieldProps) {
  return (
    <label className={cx("flex min-h-10 items-center gap-3 text-sm text-slate-700", fieldClassName)}>
      <input type="checkbox" className={cx("size-4 rounded border-slate-300 accent-brand-700", className)} {...input} />
      {label}
    </label>
  );
}
