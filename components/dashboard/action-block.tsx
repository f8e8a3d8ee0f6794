import Link from "next/link";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { Card } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import { EmptyState } from "@/components/ui/empty-state";

/**
 * One dashboard block to act on: a title with how many there are, at most a
 * few compact rows (each a link to its record), a "View all" link to the
 * list or calendar that has the rest, and its own empty state.
 */
export function ActionBlock({
  id,
  title,
  total,
  viewAll,
  empty,
  icon,
  children,
}: {
  id: string;
  title: string;
  total: number;
  viewAll?: { href: string; label: string };
  empty: { title: string; text: string };
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  children: ReactNode;
}) {
  return (
    <Card
      title={
        // The count follows the title's last word when a long title wraps.
        <span>
          {title}
          {total > 0 && <span className="ml-2 text-xs font-medium whitespace-nowrap tabular-nums text-slate-500">{total}</span>}
        </span>
      }
      actions={
        viewAll && (
          <Link href={viewAll.href} prefetch={false} className="text-sm font-medium whitespace-nowrap text-brand-700 hover:underline">
            {viewAll.label}
            <span className="sr-only"> ({title})</span>
          </Link>
        )
      }
      className="flex flex-col"
    >
      <div data-testid={`block-${id}`}>
        {total === 0 ? (
          <EmptyState compact icon={icon} title={empty.title}>
            {empty.text}
          </EmptyState>
        ) : (
          <ul className="-mx-2 -my-1 divide-y divide-slate-100">{children}</ul>
        )}
      </div>
    </Card>
  );
}

/**
 * A block's row: the whole row opens the record. `stackOnPhone`: below `sm`
 * what follows the text (chips) goes under it, so the title keeps the width.
 */
export function ActionRow({ href, stackOnPhone = false, children }: { href: string; stackOnPhone?: boolean; children: ReactNode }) {
  return (
    <li>
      <Link
        href={href}
        prefetch={false}
        className={cx(
          "flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 focus-visible:bg-slate-50",
          stackOnPhone && "max-sm:flex-wrap max-sm:gap-y-1 max-sm:[&>:first-child]:basis-full",
        )}
      >
        {children}
      </Link>
    </li>
  );
}

/** A row's title over one line of detail, each cut to the row's width. */
export function RowText({ title, detail }: { title: string; detail: string }) {
  return (
    <span className="min-w-0 flex-1">
      <span className="block truncate text-sm font-medium text-slate-900">{title}</span>
      <span className="block truncate text-xs text-slate-600">{detail}</span>
    </span>
  );
}
