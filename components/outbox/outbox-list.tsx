"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { DataTable } from "@/components/ui/data-table";
import { Paginator } from "@/components/ui/paginator";
import { SelectField } from "@/components/ui/text-field";
import { useAgencyTimeZone } from "@/components/shell/agency-time-zone";
import { MESSAGE_KINDS, OUTBOX_STATUSES } from "@/lib/domain/outbox";
import type { OutboxMessageDto } from "@/lib/schemas/outbox";
import { useListPage } from "@/lib/swr/use-list-page";
import { useOutboxColumns } from "./outbox-columns";

// The message's dialog (Headless UI's dialog, and zod through the history links) is fetched when a message is first
// opened, not with the list (issue 33); once loaded it stays mounted, so closing it returns focus as before.
const OutboxMessageDialog = lazy(() => import("./outbox-message-dialog").then((module) => ({ default: module.OutboxMessageDialog })));

const PAGE_SIZES = [50, 100];

/**
 * The Outbox: every message for an admin, a specialist's own (issue 44; the
 * server decides), newest first, one page at a time (GET /outbox). The
 * filters, the page and the open message live in the address
 * (`?status=failed&message=<id>`), so a view can be shared and Back closes
 * the message. `manage`: the .eml download and Send again (admins).
 */
export function OutboxList({ manage }: { manage: boolean }) {
  const t = useTranslations("outbox");
  const enums = useTranslations("enums");
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const timeZone = useAgencyTimeZone();
  const kind = params.get("kind") ?? "";
  const status = params.get("status") ?? "";
  const skip = Math.max(0, Number(params.get("skip")) || 0);
  const limit = PAGE_SIZES.includes(Number(params.get("limit"))) ? Number(params.get("limit")) : PAGE_SIZES[0]!;
  const open = params.get("message");
  const [dialogWanted, setDialogWanted] = useState(open !== null);
  if (open !== null && !dialogWanted) setDialogWanted(true);

  const { items, total, error, isLoading } = useListPage<OutboxMessageDto>("/outbox", { kind, status, skip, limit });
  const columns = useOutboxColumns(timeZone);
  const kindOptions = MESSAGE_KINDS.map((value) => ({ value, label: enums(`messageKind.${value}`) }));
  const statusOptions = OUTBOX_STATUSES.map((value) => ({ value, label: enums(`outboxStatus.${value}`) }));

  const hrefWith = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "" || value === 0) next.delete(key);
      else next.set(key, String(value));
    }
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const go = (changes: Record<string, string | number | null>) => router.replace(hrefWith(changes), { scroll: false });

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-4 sm:flex sm:items-end">
        <SelectField
          id="outbox-kind"
          label={t("filters.kind")}
          placeholder={t("filters.everyKind")}
          options={kindOptions}
          value={kind}
          fieldClassName="sm:w-48"
          onChange={(event) => go({ kind: event.target.value, skip: null, message: null })}
        />
        <SelectField
          id="outbox-status"
          label={t("filters.status")}
          placeholder={t("filters.everyStatus")}
          options={statusOptions}
          value={status}
          fieldClassName="sm:w-48"
          onChange={(event) => go({ status: event.target.value, skip: null, message: null })}
        />
      </div>
      <DataTable
        label={t("list.label")}
        columns={columns}
        rows={items}
        rowKey={(message) => message._id}
        hrefOf={(message) => hrefWith({ message: message._id })}
        sort={null}
        onSort={() => {}}
        state={error ? "failed" : isLoading ? "loading" : "ready"}
        emptyTitle={kind || status ? t("list.noMatch") : t("list.none")}
        emptyHint={kind || status ? undefined : manage ? t("list.noneHintAdmin") : t("list.noneHint")}
        failedTitle={t("list.failed")}
        skeletonRows={8}
        footer={
          total > 0 ? (
            <Paginator
              skip={skip}
              pageSize={limit}
              total={total}
              pageSizes={PAGE_SIZES}
              onChange={(next) => go({ skip: next.skip, limit: next.pageSize === PAGE_SIZES[0] ? null : next.pageSize })}
            />
          ) : undefined
        }
      />
      {dialogWanted && (
        <Suspense>
          <OutboxMessageDialog id={open} manage={manage} onClose={() => go({ message: null })} />
        </Suspense>
      )}
    </div>
  );
}
