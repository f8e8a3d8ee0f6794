"use client";

import { formatDistanceStrict } from "date-fns";
import { useAgencyTimeZone } from "@/components/shell/agency-time-zone";
import { formatInZone, zoneAbbreviation } from "@/lib/domain/agency-time";
import type { HistoryChange, HistoryEventDto } from "@/lib/schemas/history";

/** "EA" for "Erin Admin"; the first two letters of a one-word name. */
export function nameInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return `${words[0]!.charAt(0)}${words[words.length - 1]!.charAt(0)}`.toUpperCase();
}

/** "Nov 23, 2026, 7:30 PM AST" — the exact moment on the agency's clock. */
export function exactTime(at: string, timeZone: string): string {
  return `${formatInZone(at, timeZone, "MMM d, yyyy, h:mm a")} ${zoneAbbreviation(at, timeZone)}`;
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
  const exact = exactTime(at, timeZone);
  return (
    <time dateTime={at} title={exact} className="text-xs text-slate-500">
      {formatDistanceStrict(new Date(at), now, { addSuffix: true })}
      <span className="sr-only">, {exact}</span>
    </time>
  );
}

const ACTION_WORDS = { create: "created", update: "changed", delete: "deleted" } as const;

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
  return (
    <>
      changed <span className="font-medium text-slate-900">{change.label}</span>
      {change.from !== null && (
        <>
          {" "}
          from <Value>{change.from}</Value>
        </>
      )}{" "}
      to {change.to === null ? <span className="italic">empty</span> : <Value>{change.to}</Value>}
    </>
  );
}

export function EventChanges({ event, noun }: { event: HistoryEventDto; noun: string }) {
  if (event.action !== "update" || event.changes.length === 0) {
    return (
      <p className="text-sm leading-6 text-slate-600">
        {ACTION_WORDS[event.action]} {noun}
      </p>
    );
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
