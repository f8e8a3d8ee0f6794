"use client";

import { ClockIcon } from "@heroicons/react/24/outline";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ListEmpty, ListPaginator } from "@/components/lists/list-paging";
import { useListAddress } from "@/components/lists/use-list-address";
import { personSource } from "@/components/pickers/record-sources";
import { useRecordOptionById } from "@/components/pickers/use-record-option";
import { Card } from "@/components/ui/card";
import type { RecordOption } from "@/components/ui/record-combobox";
import { Spinner } from "@/components/ui/spinner";
import { historyRecordHref, type ActivityEventDto, type HistoryEntity } from "@/lib/schemas/history";
import { useActivity } from "@/lib/swr/use-activity";
import { ACTIVITY_ADDRESS, ActivityFilters, activityParams, type ActivityFilterValues } from "./activity-filters";
import { ActorAvatar, EventChanges, EventTime } from "./history-event-item";

function RecordLabel({ record }: { record: ActivityEventDto["record"] }) {
  const t = useTranslations("history.activity");
  const kind = useTranslations("enums")(`recordKind.${record.entity}`);
  const name = record.name ?? t("noName");
  if (record.deleted) {
    return (
      <span className="text-slate-600">
        {kind} <span className="font-medium">{name}</span> <span className="text-xs text-slate-500">{t("deleted")}</span>
      </span>
    );
  }
  return (
    <span>
      {kind}{" "}
      <Link href={historyRecordHref(record.entity, record._id)} className="font-medium text-brand-700 hover:underline">
        {name}
      </Link>
    </span>
  );
}

/** The Activity page: every change, newest first, filtered and paged (GET /history); the filters and the page are in the address. */
export function ActivityLog() {
  const list = useListAddress(ACTIVITY_ADDRESS);
  const t = useTranslations("history.activity");
  const { actor, entity, from, to } = list.filters;
  // The person as picked (shown at once), or loaded by the address's id (a reload, a shared link).
  const [picked, setPicked] = useState<RecordOption | null>(null);
  const loaded = useRecordOptionById(personSource as never, actor && picked?.id !== actor ? actor : null);
  const filters: ActivityFilterValues = {
    person: actor ? (picked?.id === actor ? picked : (loaded ?? { id: actor, label: "…" })) : null,
    entity: entity as HistoryEntity | "",
    from,
    to,
  };
  const unfiltered = !actor && !entity && !from && !to;
  const { items, total, error, isLoading } = useActivity({ ...activityParams(filters), ...list.paging });
  const now = useMemo(() => new Date(), [items]); // eslint-disable-line react-hooks/exhaustive-deps -- "now" moves with each answer

  const changeFilters = (next: ActivityFilterValues) => {
    setPicked(next.person);
    list.setFilters({ actor: next.person?.id ?? "", entity: next.entity, from: next.from, to: next.to });
  };

  return (
    <div className="space-y-6">
      <Card>
        <ActivityFilters value={filters} onChange={changeFilters} />
      </Card>
      {error ? (
        <p className="text-sm text-red-700">{t("loadFailed")}</p>
      ) : isLoading && items.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-slate-500" role="status">
          <Spinner diameter={16} label={null} /> {t("loading")}
        </p>
      ) : items.length === 0 ? (
        <ListEmpty list={list} total={total} icon={ClockIcon} title={unfiltered ? t("noneYet") : t("noneMatch")}>
          {unfiltered ? t("noneYetText") : undefined}
        </ListEmpty>
      ) : (
        <section aria-label={t("changes")} className="min-w-0 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <ul className="divide-y divide-slate-100">
            {items.map((event) => (
              <li key={event._id} className="flex gap-3 px-5 py-3" data-testid="activity-event">
                <ActorAvatar name={event.actor.name} />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-700">
                    <span className="font-semibold text-slate-900">{event.actor.name}</span>
                    <RecordLabel record={event.record} />
                    <EventTime at={event.at} now={now} />
                  </p>
                  <EventChanges event={event} entity={event.record.entity} />
                </div>
              </li>
            ))}
          </ul>
          <div className="border-t border-slate-100 px-5 py-3">
            <ListPaginator list={list} total={total} />
          </div>
        </section>
      )}
    </div>
  );
}
