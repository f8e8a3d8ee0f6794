import { ChevronLeftIcon, ChevronRightIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import type { StatementDto } from "@/lib/schemas/statement";

/** The address of page `page` (1-based) of a statement period. */
export function statementPageHref(clientId: string, from: string, to: string, page: number): string {
  const query = new URLSearchParams({ from, to });
  if (page > 1) query.set("page", String(page));
  return `/accounts/${clientId}/statement?${query}`;
}

/**
 * Which entries of the period this page shows, and links to the pages either
 * side (plain links: they work before any script loads). Never on paper: the
 * PDF has every entry.
 */
export function StatementPages({ statement }: { statement: StatementDto }) {
  const t = useTranslations("accounts");
  const { skip, limit, entryCount, from, to } = statement;
  if (entryCount <= limit && skip === 0) return null;
  const page = Math.floor(skip / limit) + 1;
  const pages = Math.max(1, Math.ceil(entryCount / limit));
  const first = Math.min(skip + 1, entryCount);
  const last = Math.min(skip + limit, entryCount);
  const href = (target: number) => statementPageHref(statement.client._id, from, to, target);
  const link = buttonClasses({ variant: "secondary", size: "sm" });
  return (
    <nav
      aria-label={t("statement.pages")}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600 print:hidden"
    >
      <p className="tabular-nums" data-testid="statement-range">
        {t("statement.range", { first, last, total: entryCount, page, pages })}
      </p>
      <div className="flex gap-2">
        {page > 1 && (
          <Link href={href(Math.min(page - 1, pages))} className={link} rel="prev">
            <ChevronLeftIcon className="size-4" aria-hidden="true" />
            {t("statement.previousPage")}
          </Link>
        )}
        {page < pages && (
          <Link href={href(page + 1)} className={link} rel="next">
            {t("statement.nextPage")}
            <ChevronRightIcon className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
    </nav>
  );
}
