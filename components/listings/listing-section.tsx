import type { ReactNode } from "react";

/** A section of the listing form: a titled fieldset with an optional note, its fields in two columns from `sm`. */
export function ListingSection({ id, title, children, hint }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset
      id={`${id}-section`}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 border-t border-slate-100 pt-6 first:border-t-0 first:pt-0"
    >
      <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {title}
      </h2>
      {hint && <p className="mt-0.5 text-xs text-slate-500">{hint}</p>}
      <div className="mt-4 grid gap-x-6 gap-y-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
