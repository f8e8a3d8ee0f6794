import { BellAlertIcon, DocumentTextIcon, KeyIcon, WrenchScrewdriverIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { OrderStatusChip } from "@/components/ui/status-chip";
import type { ServiceOrderStatus } from "@/lib/domain/enums";
import type { CalendarEvent } from "@/lib/schemas/calendar";
import { useLanguage } from "@/lib/i18n/use-language";
import { eventTime } from "./event-format";

const KIND_ICONS = { reminder: BellAlertIcon, order: WrenchScrewdriverIcon, lease: KeyIcon, document: DocumentTextIcon } as const;
const KIND_TONES = {
  reminder: "bg-brand-50 text-brand-700",
  order: "bg-amber-50 text-amber-800",
  lease: "bg-violet-50 text-violet-800",
  document: "bg-sky-50 text-sky-800",
} as const;

/** One event as a compact row that opens its record: the phone agenda and the dashboard's week. */
export function EventRow({ event, timeZone, showDay }: { event: CalendarEvent; timeZone: string; showDay?: string }) {
  const t = useTranslations("calendar");
  const language = useLanguage();
  const Icon = KIND_ICONS[event.kind];
  return (
    <a
      href={event.href}
      data-kind={event.kind}
      className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 focus-visible:bg-slate-50"
    >
      <span className={`flex size-8 shrink-0 items-center justify-center rounded-md ${KIND_TONES[event.kind]}`}>
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-slate-900">
          <span className="sr-only">{t("kindLabel", { kind: t(`kind.${event.kind}`) })}</span>
          {event.title}
        </span>
        <span className="block truncate text-xs text-slate-600">
          {showDay && <span className="font-medium text-slate-700">{showDay} · </span>}
          <span className="tabular-nums">{eventTime(event, timeZone, language, t("allDay"))}</span> · {event.listing}
        </span>
      </span>
      {event.kind === "order" && event.status && (
        <OrderStatusChip status={event.status as ServiceOrderStatus} pastDue={event.pastDue} className="shrink-0 justify-end" />
      )}
    </a>
  );
}
