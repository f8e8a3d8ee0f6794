"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import type { DataColumn } from "@/components/ui/data-column";
import { DataTable } from "@/components/ui/data-table";
import { Paginator } from "@/components/ui/paginator";
import { documentRecordHref } from "@/lib/domain/documents";
import { formatDayAs } from "@/lib/i18n/formats";
import { useLanguage } from "@/lib/i18n/use-language";
import type { ExpiringDocumentRow } from "@/lib/schemas/document";
import { useListPage } from "@/lib/swr/use-list-page";
import { useExpiryDistance } from "./expiry-distance";

const PAGE_SIZES = [50, 100];

/** The table's columns in the page's language; a day `yyyy-MM-dd` as "Mar 3, 2027" (a day, not an instant: no zone applies). */
function useColumns(): DataColumn<ExpiringDocumentRow>[] {
  const t = useTranslations("documents.expiring");
  const enums = useTranslations("enums");
  const language = useLanguage();
  const expiryDistance = useExpiryDistance();
  const formatExpiry = (day: string) => formatDayAs(day, language, "day");
  const expiryText = (daysLeft: number) =>
    daysLeft < 0 ? t("expiredText", { distance: expiryDistance(daysLeft) }) : t("expiresText", { distance: expiryDistance(daysLeft) });
  return [
    { id: "title", header: t("columns.document"), text: (row) => row.title },
    {
      id: "expires",
      header: t("columns.expires"),
      render: (row) => (
        <span className={`tabular-nums ${row.daysLeft < 0 ? "text-red-700" : ""}`}>
          <span className="whitespace-nowrap">{formatExpiry(row.expiresOn)}</span>
          <span className="block text-xs">{expiryText(row.daysLeft)}</span>
        </span>
      ),
      text: (row) => `${formatExpiry(row.expiresOn)} · ${expiryText(row.daysLeft)}`,
    },
    { id: "category", header: t("columns.category"), priority: 2, text: (row) => enums(`documentCategory.${row.category}`) },
    {
      id: "record",
      header: t("columns.record"),
      priority: 2,
      fill: true,
      text: (row) => {
        const kind = enums(`recordKind.${row.entity}`);
        return row.recordName ? t("record", { kind, name: row.recordName }) : kind;
      },
    },
  ];
}

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
  const t = useTranslations("documents.expiring");
  const columns = useColumns();

  const go = (next: { skip: number; pageSize: number }) => {
    const query = new URLSearchParams();
    if (next.skip) query.set("skip", String(next.skip));
    if (next.pageSize !== PAGE_SIZES[0]) query.set("limit", String(next.pageSize));
    const text = query.toString();
    router.replace(text ? `${pathname}?${text}` : pathname, { scroll: false });
  };

  return (
    <DataTable
      label={t("blockTitle")}
      columns={columns}
      rows={items}
      rowKey={(row) => row._id}
      hrefOf={(row) => documentRecordHref(row.entity, row.recordId)}
      sort={null}
      onSort={() => {}}
      state={error ? "failed" : isLoading ? "loading" : "ready"}
      emptyTitle={t("listEmpty")}
      emptyHint={t("hint")}
      failedTitle={t("listFailed")}
      skeletonRows={8}
      footer={total > 0 ? <Paginator skip={skip} pageSize={limit} total={total} pageSizes={PAGE_SIZES} onChange={go} /> : undefined}
    />
  );
}
