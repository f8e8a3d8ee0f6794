import type { ComponentType, ReactNode, SVGProps } from "react";

export function EmptyState({
  icon: Icon,
  title,
  children,
  compact = false,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  children?: ReactNode;
  /** Inside a small dashboard block: less padding, a smaller icon. */
  compact?: boolean;
}) {
  return (
    <div className={`rounded-xl border border-dashed border-slate-300 bg-white text-center ${compact ? "px-4 py-6" : "px-6 py-12"}`}>
      <Icon className={`mx-auto text-slate-300 ${compact ? "size-7" : "size-10"}`} aria-hidden="true" />
      <p className="mt-3 text-sm font-semibold text-slate-700">{title}</p>
      {children && <div className="mt-1 text-sm text-slate-500">{children}</div>}
    </div>
  );
}
