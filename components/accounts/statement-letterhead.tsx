import { useTranslations } from "next-intl";
import { BrandIcon } from "@/components/shell/brand-icon";
import type { Agency } from "@/lib/domain/agency";

/**
 * The agency's letterhead (DESIGN.md §6), the same on screen and on paper:
 * the brand mark and name on the left, the contact lines on the right, a
 * brand rule below. The CSV opens with the same lines (statement-csv.ts).
 */
export function StatementLetterhead({ agency }: { agency: Agency }) {
  const t = useTranslations("statement");
  return (
    <header className="flex flex-col gap-3 border-b-2 border-brand-700 pb-4 print:pb-3 sm:flex-row sm:items-start sm:justify-between print:flex-row print:items-start print:justify-between">
      <div className="flex items-center gap-3">
        <BrandIcon className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
        <p className="text-lg font-semibold text-slate-900" data-testid="letterhead-name">
          {agency.name}
        </p>
      </div>
      <address
        className="text-xs not-italic leading-5 text-slate-600 sm:text-right print:text-right print:text-sm print:leading-4 print:text-slate-900"
        data-testid="letterhead-contact"
      >
        <span className="block">{agency.address}</span>
        <span className="block">{t("phone", { phone: agency.phone })}</span>
        <span className="block">
          {agency.email} · {agency.website}
        </span>
      </address>
    </header>
  );
}
