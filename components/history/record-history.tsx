"use client";

import { ClockIcon } from "@heroicons/react/24/outline";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import useSWRInfinite from "swr/infinite";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { fetchPage } from "@/lib/client/api";
import type { HistoryEntity, HistoryEventDto } from "@/lib/schemas/history";
import { HistoryTimeline } from "./history-timeline";

export const HISTORY_PAGE_SIZE = 20;
/** The record's history from GET /history/{entity}/{id}, a page at a time ('Show older'); mounted only when shown. */
export function RecordHistory({
  entity,
  id,
}: {
  entity: HistoryEntity;
  id: string;
  /** @deprecated The events name the record by `entity` (messages `history.action`). */
  noun?: string;
}) {
  const t = useTranslations("history");
  const { data, error, isLoading, isValidating, size, setSize } = useSWRInfinite(
    (index) => `/history/${entity}/${id}?skip=${index * HISTORY_PAGE_SIZE}&limit=${HISTORY_PAGE_SIZE}`,
    fetchPage<HistoryEventDto>,
    { ...READ_DEFAULTS, revalidateFirstPage: true },
  );
  const events = useMemo(() => (data ?? []).flatMap((page) => page.items), [data]);
  const total = data?.[0]?.total ?? 0;
  const now = useMemo(() => new Date(), [data]); // eslint-disable-line react-hooks/exhaustive-deps -- "now" moves with each answer

  if (error && !data) return <p className="text-sm text-red-700">{t("loadFailed")}</p>;
  if (isLoading || !data) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-500" role="status">
        <Spinner diameter={16} label={null} /> {t("loading")}
      </p>
    );
  }
  if (events.length === 0) return <EmptyState icon={ClockIcon} title={t("none")} />;
  const loadingOlder = isValidating && size > data.length;
  return (
    <div className="space-y-4">
      <HistoryTimeline events={events} entity={entity} now={now} />
      {events.length < total && (
        <Button variant="secondary" size="sm" onClick={() => void setSize(size + 1)} disabled={loadingOlder}>
          {loadingOlder ? t("loadingOlder") : t("showOlder")}
        </Button>
      )}
    </div>
  );
}
