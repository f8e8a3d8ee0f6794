import { ExclamationTriangleIcon } from "@heroicons/react/16/solid";
import { useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";
import { OrderStatusChip } from "@/components/ui/status-chip";
import type { ServiceOrderStatus } from "@/lib/domain/enums";
import type { CalendarEvent } from "@/lib/schemas/calendar";
import { useLanguage } from "@/lib/i18n/use-language";
import { eventTime } from "./event-format";

/** One line, two from a chip 7rem wide inside; all of it on hover and focus. */
const COMPACT_TITLE =
  "truncate @[7rem]:line-clamp-2 @[7rem]:break-words @[7rem]:whitespace-normal group-hover:line-clamp-none group-hover:break-words group-hover:whitespace-normal group-focus:line-clamp-none group-focus:break-words group-focus:whitespace-normal";

const TONES = {
  reminder: "bg-brand-50 text-brand-900 ring-brand-200 hover:bg-brand-100",
  order: "bg-amber-50 text-amber-950 ring-amber-200 hover:bg-amber-100",
  lease: "bg-violet-50 text-violet-950 ring-violet-200 hover:bg-violet-100",
  document: "bg-sky-50 text-sky-950 ring-sky-200 hover:bg-sky-100",
} as const;

/**
 * An event inside a day cell: a link to its record, at least 24 px tall
 * (WCAG 2.5.8 target size). Compact (month view): the
 * time and title on one line — two where the cell is wide enough (a container
 * query), and the whole title while hovered or focused, so a cut title can
 * always be read; a past-due order flagged with an icon. Full (week view): the
 * listing and the order's status chip below.
 */
export function EventChip({ event, timeZone, full = false }: { event: CalendarEvent; timeZone: string; full?: boolean }) {
  const t = useTranslations("calendar");
  const language = useLanguage();
  const pastDue = event.kind === "order" && event.pastDue;
  return (
    <a
      href={event.href}
      data-kind={event.kind}
      className={cx(
        "group @container block min-h-6 rounded-md px-1.5 py-1 text-xs ring-1 ring-inset",
        TONES[event.kind],
        pastDue && "ring-red-600",
      )}
    >
      <span className={cx("flex gap-1", full ? "flex-col items-start gap-0" : "items-center")}>
        <span className="flex shrink-0 items-center gap-1 tabular-nums text-slate-600">
          {pastDue && <ExclamationTriangleIcon className="size-3.5 shrink-0 text-red-700" aria-hidden="true" />}
          {!(event.allDay && !full) && eventTime(event, timeZone, language, t("allDay"))}
        </span>
        <span className={cx("min-w-0 font-medium", full ? "line-clamp-2 break-words" : COMPACT_TITLE)}>
          <span className="sr-only">{t("kindLabel", { kind: t(`kind.${event.kind}`) })}</span>
          {event.title}
          {pastDue && !full && <span className="sr-only">{t("pastDueNote")}</span>}
        </span>
      </span>
      {full && (
        <>
          <span className="mt-0.5 block truncate text-slate-600">{event.listing}</span>
          {event.kind === "order" && event.status && (
            <OrderStatusChip status={event.status as ServiceOrderStatus} pastDue={event.pastDue} className="mt-1" />
          )}
        </>
      )}
    </a>
  );
}
