import type { ReactNode } from "react";

/** A titled group of a form's fields: the legend above them, `className` lays them out. */
export function FormSection({ legend, className, children }: { legend: ReactNode; className?: string; children: ReactNode }) {
  return (
    <fieldset className={className}>
      <legend className="mb-4 text-sm font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}
