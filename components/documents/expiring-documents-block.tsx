import { DocumentTextIcon } from "@heroicons/react/24/outline";
import { ActionBlock, ActionRow, RowText } from "@/components/dashboard/action-block";
import { dayHeading } from "@/components/calendar/event-format";
import { DOCUMENT_CATEGORY_LABELS } from "@/lib/domain/documents";
import type { Block } from "@/lib/schemas/dashboard";
import type { ExpiringDocumentRow } from "@/lib/schemas/document";

/** The dashboard's "Documents expiring" block: expired papers and those expiring within `days`, soonest first. */
export function ExpiringDocumentsBlock({ block, days }: { block: Block<ExpiringDocumentRow>; days: number }) {
  return (
    <ActionBlock
      id="documents-expiring"
      title="Documents expiring"
      total={block.total}
      icon={DocumentTextIcon}
      empty={{
        title: `No document expires within ${days} days.`,
        text: "Leases, IDs and contracts with an expiry date show here when it is near or past.",
      }}
    >
      {block.rows.map((row) => (
        <ActionRow key={row._id} href={`/${row.entity}/view/${row.recordId}`}>
          <RowText
            title={row.title}
            detail={`${DOCUMENT_CATEGORY_LABELS[row.category]}${row.recordName ? ` · ${row.recordName}` : ""} · ${row.daysLeft < 0 ? "expired" : "expires"} ${dayHeading(row.expiresOn)}`}
          />
          <span className={`shrink-0 text-xs font-medium tabular-nums ${row.daysLeft < 0 ? "text-red-700" : "text-slate-700"}`}>
            {row.daysLeft < 0
              ? `${-row.daysLeft} day${row.daysLeft === -1 ? "" : "s"} ago`
              : row.daysLeft === 0
                ? "today"
                : `in ${row.daysLeft} day${row.daysLeft === 1 ? "" : "s"}`}
          </span>
        </ActionRow>
      ))}
    </ActionBlock>
  );
}
