import type { ComponentProps, ReactNode } from "react";
import { cx } from "./cx";

export const inputClasses = (invalid: boolean) =>
  cx(
    "block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400",
    "focus:outline-none focus:ring-2 disabled:bg-slate-100 disabled:text-slate-500",
    invalid ? "border-red-500 focus:border-red-500 focus:ring-red-200" : "border-slate-300 focus:border-brand-500 focus:ring-brand-100",
  );

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control, and the error under it. Required fields carry the asterisk the 'Hold On ...' alert refers to. */
export function Field({ id, label, required, error, hint, className, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p className="mt-1 text-xs text-slate-500">{hint}</p>
      ) : null}
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
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx(inputClasses(Boolean(error)), className)}
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
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
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
  /** The empty first option ('Select ...'); choosing it leaves the field blank. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
  fieldClassName?: string;
};

/** A select-only dropdown (SPEC §5) with the same label, asterisk and error as the text fields. */
export function SelectField({
  id,
  label,
  required,
  error,
  placeholder = "Select ...",
  options,
  fieldClassName,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} required={required} error={error} className={fieldClassName}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx(inputClasses(Boolean(error)), "h-[38px] pr-8", className)}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
