import type { ReactNode } from "react";
import { cx } from "./cx";

export function Card({
  title,
  actions,
  children,
  className,
  flush = false,
  label,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** No body padding, content clipped to the rounded corners (`overflow-clip`, so a sticky table head still sticks). */
  flush?: boolean;
  /** The card's accessible name when it has no title (a table: "Clients"). */
  label?: string;
}) {
  return (
    <section
      aria-label={label}
      className={cx("min-w-0 rounded-xl bg-white shadow-sm ring-1 ring-slate-200", flush && "overflow-clip", className)}
    >
      {(title || actions) && (
        <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-3.5">
          {title && <h2 className="text-sm font-semibold text-slate-900">{title}</h2>}
          {actions}
        </div>
      )}
      {flush ? children : <div className="p-5">{children}</div>}
    </section>
  );
}
