import { DocumentTextIcon } from "@heroicons/react/24/outline";
import { useTranslations } from "next-intl";
import { ActionBlock, ActionRow, RowText } from "@/components/dashboard/action-block";
import { dayHeading } from "@/components/calendar/event-format";
import { documentRecordHref } from "@/lib/domain/documents";
import { useLanguage } from "@/lib/i18n/use-language";
import type { Block } from "@/lib/schemas/dashboard";
import type { ExpiringDocumentRow } from "@/lib/schemas/document";
import { useExpiryDistance } from "./expiry-distance";

/** The dashboard's "Documents expiring" block: expired papers and those expiring within `days`, soonest first; "View all N" opens their list. */
export function ExpiringDocumentsBlock({ block, days }: { block: Block<ExpiringDocumentRow>; days: number }) {
  const t = useTranslations("documents.expiring");
  const enums = useTranslations("enums");
  const language = useLanguage();
  const expiryDistance = useExpiryDistance();
  const detail = (row: ExpiringDocumentRow) => {
    const category = enums(`documentCategory.${row.category}`);
    const day = dayHeading(row.expiresOn, language);
    const state = row.daysLeft < 0 ? t("expiredOn", { day }) : t("expiresOn", { day });
    return row.recordName ? t("detailWithRecord", { category, record: row.recordName, state }) : t("detail", { category, state });
  };
  return (
    <ActionBlock
      id="documents-expiring"
      title={t("blockTitle")}
      total={block.total}
      viewAll={block.total > 0 ? { href: "/documents/expiring", label: t("viewAll", { count: block.total }) } : undefined}
      icon={DocumentTextIcon}
      empty={{ title: t("blockEmpty", { days }), text: t("hint") }}
    >
      {block.rows.map((row) => (
        <ActionRow key={row._id} href={documentRecordHref(row.entity, row.recordId)}>
          <RowText title={row.title} detail={detail(row)} />
          <span className={`shrink-0 text-xs font-medium tabular-nums ${row.daysLeft < 0 ? "text-red-700" : "text-slate-700"}`}>
            {expiryDistance(row.daysLeft)}
          </span>
        </ActionRow>
      ))}
    </ActionBlock>
  );
}
