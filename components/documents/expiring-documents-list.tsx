"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import type { DataColumn } from "@/components/ui/data-column";
import { DataTable } from "@/components/ui/data-table";
import { Paginator } from "@/components/ui/paginator";
import { DOCUMENT_CATEGORY_LABELS, DOCUMENT_ENTITY_LABELS, documentRecordHref } from "@/lib/domain/documents";
import type { ExpiringDocumentRow } from "@/lib/schemas/document";
import { useListPage } from "@/lib/swr/use-list-page";
import { expiryDistance } from "./expiry-distance";

const PAGE_SIZES = [50, 100];

const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
/** A calendar day `yyyy-MM-dd` as "Mar 3, 2027" (a day, not an instant: no zone applies). */
const formatExpiry = (day: string) => DAY.format(new Date(`${day}T12:00:00Z`));
const expiryText = (daysLeft: number) => (daysLeft < 0 ? `expired ${expiryDistance(daysLeft)}` : `expires ${expiryDistance(daysLeft)}`);

const COLUMNS: DataColumn<ExpiringDocumentRow>[] = [
  { id: "title", header: "Document", text: (row) => row.title },
  {
    id: "expires",
    header: "Expires",
    render: (row) => (
      <span className={`tabular-nums ${row.daysLeft < 0 ? "text-red-700" : ""}`}>
        <span className="whitespace-nowrap">{formatExpiry(row.expiresOn)}</span>
        <span className="block text-xs">{expiryText(row.daysLeft)}</span>
      </span>
    ),
    text: (row) => `${formatExpiry(row.expiresOn)} · ${expiryText(row.daysLeft)}`,
  },
  { id: "category", header: "Category", priority: 2, text: (row) => DOCUMENT_CATEGORY_LABELS[row.category] },
  {
    id: "record",
    header: "Record",
    priority: 2,
    fill: true,
    text: (row) => `${DOCUMENT_ENTITY_LABELS[row.entity]}${row.recordName ? ` · ${row.recordName}` : ""}`,
  },
];

/**
 * Every document the dashboard's "Documents expiring" block counts (GET /documents/expiring), soonest first, one
 * page at a time (`?skip=&limit=` in the address); a row opens the record that holds the document.
 */
export function ExpiringDocumentsList() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const skip = Math.max(0, Number(params.get("skip")) || 0);
  const limit = PAGE_SIZES.includes(Number(params.get("limit"))) ? Number(params.get("limit")) : PAGE_SIZES[0]!;
  const { items, total, error, isLoading } = useListPage<ExpiringDocumentRow>("/documents/expiring", { skip, limit });

  const go = (next: { skip: number; pageSize: number }) => {
    const query = new URLSearchParams();
    if (next.skip) query.set("skip", String(next.skip));
    if (next.pageSize !== PAGE_SIZES[0]) query.set("limit", String(next.pageSize));
    const text = query.toString();
    router.replace(text ? `${pathname}?${text}` : pathname, { scroll: false });
  };

  return (
    <DataTable
      label="Documents expiring"
      columns={COLUMNS}
      rows={items}
      rowKey={(row) => row._id}
      hrefOf={(row) => documentRecordHref(row.entity, row.recordId)}
      sort={null}
      onSort={() => {}}
      state={error ? "failed" : isLoading ? "loading" : "ready"}
      emptyTitle="No document expires soon."
      emptyHint="Leases, IDs and contracts with an expiry date show here when it is near or past."
      failedTitle="The expiring documents could not be loaded."
      skeletonRows={8}
      footer={total > 0 ? <Paginator skip={skip} pageSize={limit} total={total} pageSizes={PAGE_SIZES} onChange={go} /> : undefined}
    />
  );
}
