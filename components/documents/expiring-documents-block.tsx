import { DocumentTextIcon } from "@heroicons/react/24/outline";
import { ActionBlock, ActionRow, RowText } from "@/components/dashboard/action-block";
import { dayHeading } from "@/components/calendar/event-format";
import { DOCUMENT_CATEGORY_LABELS, documentRecordHref } from "@/lib/domain/documents";
import type { Block } from "@/lib/schemas/dashboard";
import type { ExpiringDocumentRow } from "@/lib/schemas/document";
import { expiryDistance } from "./expiry-distance";

/** The dashboard's "Documents expiring" block: expired papers and those expiring within `days`, soonest first; "View all N" opens their list. */
export function ExpiringDocumentsBlock({ block, days }: { block: Block<ExpiringDocumentRow>; days: number }) {
  return (
    <ActionBlock
      id="documents-expiring"
      title="Documents expiring"
      total={block.total}
      viewAll={block.total > 0 ? { href: "/documents/expiring", label: `View all ${block.total}` } : undefined}
      icon={DocumentTextIcon}
      empty={{
        title: `No document expires within ${days} days.`,
        text: "Leases, IDs and contracts with an expiry date show here when it is near or past.",
      }}
    >
      {block.rows.map((row) => (
        <ActionRow key={row._id} href={documentRecordHref(row.entity, row.recordId)}>
          <RowText
            title={row.title}
            detail={`${DOCUMENT_CATEGORY_LABELS[row.category]}${row.recordName ? ` · ${row.recordName}` : ""} · ${row.daysLeft < 0 ? "expired" : "expires"} ${dayHeading(row.expiresOn)}`}
          />
          <span className={`shrink-0 text-xs font-medium tabular-nums ${row.daysLeft < 0 ? "text-red-700" : "text-slate-700"}`}>
            {expiryDistance(row.daysLeft)}
          </span>
        </ActionRow>
      ))}
    </ActionBlock>
  );
}
