"use client";

import { formatDistanceStrict } from "date-fns";
import { useTranslations } from "next-intl";
import { useAgencyTimeZone } from "@/components/shell/agency-time-zone";
import { zoneAbbreviation } from "@/lib/domain/agency-time";
import { formatDate } from "@/lib/i18n/formats";
import { intlLocale, type Language } from "@/lib/i18n/languages";
import { useLanguage } from "@/lib/i18n/use-language";
import type { HistoryChange, HistoryEntity, HistoryEventDto } from "@/lib/schemas/history";

/** "EA" for "Erin Admin"; the first two letters of a one-word name. */
export function nameInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return `${words[0]!.charAt(0)}${words[words.length - 1]!.charAt(0)}`.toUpperCase();
}

/** "Nov 23, 2026, 7:30 PM AST" — the exact moment on the agency's clock. */
export function exactTime(at: string, timeZone: string, language: Language = "en"): string {
  return `${formatDate(at, timeZone, language, "dayYearTime")} ${zoneAbbreviation(at, timeZone)}`;
}

/** Seconds in each unit, largest last; a unit is used while the amount stays under the next one. */
const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 1],
  ["minute", 60],
  ["hour", 3_600],
  ["day", 86_400],
  ["month", 30 * 86_400],
  ["year", 365 * 86_400],
];

/**
 * "3 days ago", "in 2 hours": English as date-fns' strict distance writes it (the texts the tests know), another
 * language with Intl's relative time in its locale, the unit picked the same way (the largest the amount reaches).
 */
export function relativeTime(at: Date, now: Date, language: Language): string {
  if (language === "en") return formatDistanceStrict(at, now, { addSuffix: true });
  const seconds = (at.getTime() - now.getTime()) / 1000;
  const limits = [60, 60, 24, 30, 12];
  let index = 0;
  while (index < limits.length && Math.abs(Math.round(seconds / RELATIVE_UNITS[index]![1])) >= limits[index]!) index += 1;
  const [unit, size] = RELATIVE_UNITS[index]!;
  return new Intl.RelativeTimeFormat(intlLocale(language), { numeric: "always" }).format(Math.round(seconds / size), unit);
}

export function ActorAvatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700 ring-1 ring-brand-100"
    >
      {nameInitials(name)}
    </span>
  );
}

export function EventTime({ at, now }: { at: string; now: Date }) {
  const timeZone = useAgencyTimeZone();
  const language = useLanguage();
  const exact = exactTime(at, timeZone, language);
  return (
    <time dateTime={at} title={exact} className="text-xs text-slate-500">
      {relativeTime(new Date(at), now, language)}
      <span className="sr-only">, {exact}</span>
    </time>
  );
}

/** A value, marked apart from the words around it (it may itself be several words). */
function Value({ children }: { children: string }) {
  return <span className="rounded bg-slate-100 px-1 text-slate-900 [box-decoration-break:clone]">{children}</span>;
}

/** What happened, in words: 'changed Status from Pending to Approved', or an event's own sentence. */
export function ChangeLine({ change }: { change: HistoryChange }) {
  if (
    change.from === null &&
    change.to !== null &&
    /^(posted|deleted entry|picture|password|reconciled|document |charged to the owner)/.test(change.to)
  ) {
    return <span className="text-slate-900">{change.to}</span>;
  }
  return <ChangeWords change={change} />;
}

function ChangeWords({ change }: { change: HistoryChange }) {
  const t = useTranslations("history");
  return t.rich("change", {
    label: change.label,
    from: change.from ?? "",
    to: change.to ?? "",
    hasFrom: change.from === null ? "no" : "yes",
    hasTo: change.to === null ? "no" : "yes",
    field: (chunks) => <span className="font-medium text-slate-900">{chunks}</span>,
    value: (chunks) => <Value>{chunks as unknown as string}</Value>,
    empty: (chunks) => <span className="italic">{chunks}</span>,
  });
}

/** The message key of a record kind (ICU select keys take no hyphen). */
const KIND_KEYS = {
  clients: "clients",
  listings: "listings",
  "service-providers": "serviceProviders",
  "service-orders": "serviceOrders",
  reminders: "reminders",
  accounts: "accounts",
  users: "users",
  tenants: "tenants",
  leases: "leases",
} as const satisfies Record<HistoryEntity, string>;

/** What happened to a record of `entity` when no field is listed: "created this listing". */
export function EventChanges({ event, entity }: { event: HistoryEventDto; entity: HistoryEntity }) {
  const t = useTranslations("history");
  if (event.action !== "update" || event.changes.length === 0) {
    return <p className="text-sm leading-6 text-slate-600">{t("action", { action: event.action, kind: KIND_KEYS[entity] })}</p>;
  }
  return (
    <ul className="space-y-1 text-sm leading-6 text-slate-600">
      {event.changes.map((change, index) => (
        <li key={index} className="break-words">
          <ChangeLine change={change} />
        </li>
      ))}
    </ul>
  );
}
