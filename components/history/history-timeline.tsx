"use client";

import { useTranslations } from "next-intl";
import type { HistoryEntity, HistoryEventDto } from "@/lib/schemas/history";
import { ActorAvatar, EventChanges, EventTime } from "./history-event-item";

/** A calm timeline of a record's events, newest first: who, when, what. */
export function HistoryTimeline({ events, entity, now }: { events: HistoryEventDto[]; entity: HistoryEntity; now: Date }) {
  const t = useTranslations("history");
  return (
    <ol className="relative space-y-4" aria-label={t("title")}>
      {events.map((event, index) => (
        <li key={event._id} className="relative flex gap-3" data-testid="history-event">
          {index < events.length - 1 && <span aria-hidden="true" className="absolute left-4 top-9 -bottom-4 w-px bg-slate-200" />}
          <ActorAvatar name={event.actor.name} />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold text-slate-900">{event.actor.name}</span>
              <EventTime at={event.at} now={now} />
            </p>
            <EventChanges event={event} entity={entity} />
          </div>
        </li>
      ))}
    </ol>
  );
}
