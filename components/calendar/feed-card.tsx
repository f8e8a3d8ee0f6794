"use client";

import { ClipboardDocumentIcon, LinkIcon } from "@heroicons/react/20/solid";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDialogs, type DialogFailure } from "@/components/ui/dialogs";
import { useToast } from "@/components/ui/toasts";
import { ApiRequestError, apiFetch } from "@/lib/client/api";
import { INTERCEPTOR_MESSAGES } from "@/lib/client/messages";
import type { CalendarFeedDto } from "@/lib/schemas/calendar";

function failureOf(action: string) {
  return (error: unknown): DialogFailure | null => {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    if (error instanceof ApiRequestError && error.status === 0)
      return { title: "Offline", message: INTERCEPTOR_MESSAGES.offline, tone: "offline" };
    return { title: "Oops!", message: `Problem ${action} the calendar feed. Please try again.` };
  };
}

/**
 * The person's private calendar feed: make a URL (shown once: only its hash
 * is stored), copy it, make a new one or revoke it. Phones and
 * Outlook/Google Calendar subscribe to it and refresh it on their own.
 */
export function FeedCard({ active: initiallyActive }: { active: boolean }) {
  const { run } = useDialogs();
  const toast = useToast();
  const [active, setActive] = useState(initiallyActive);
  const [url, setUrl] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const create = async () => {
    const outcome = await run({
      title: active ? "New feed URL" : undefined,
      question: active ? "Make a new feed URL? The current one stops working in every calendar subscribed to it." : undefined,
      busyText: "Making your feed URL...",
      task: async () => (await apiFetch<CalendarFeedDto>("/calendar/token", { method: "POST", handledStatuses: [0] })).data.url,
      failureOf: failureOf("making"),
    });
    if (outcome.status !== "done") return;
    setUrl(outcome.value);
    setActive(true);
    toast.success("Feed URL made. Copy it into your calendar app.");
    requestAnimationFrame(() => input.current?.select());
  };

  const revoke = async () => {
    const outcome = await run({
      title: "Revoke feed",
      question: "Revoke your calendar feed? Calendars subscribed to it stop updating.",
      tone: "danger",
      busyText: "Revoking...",
      task: () => apiFetch("/calendar/token", { method: "DELETE", handledStatuses: [0] }),
      failureOf: failureOf("revoking"),
    });
    if (outcome.status !== "done") return;
    setUrl(null);
    setActive(false);
    toast.success("Calendar feed revoked.");
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Feed URL copied.");
    } catch {
      input.current?.select();
      toast.error("Could not copy: the address is selected, press Ctrl+C (⌘C).");
    }
  };

  return (
    <Card title="Calendar feed">
      <div className="space-y-4 text-sm text-slate-700" data-testid="calendar-feed">
        <p>
          Subscribe to your reminders, service orders, lease ends and expiring documents from your phone, Outlook or Google Calendar. The
          address is private: anyone who has it can read your calendar, so keep it to yourself.
        </p>
        {url ? (
          <div>
            <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
              Your feed URL (shown only now)
            </label>
            <div className="flex min-w-0 gap-2">
              <input
                ref={input}
                id={inputId}
                readOnly
                value={url}
                onFocus={(event) => event.currentTarget.select()}
                className="h-10 min-w-0 flex-1 rounded-lg border-0 bg-slate-50 px-3 font-mono text-xs text-slate-900 ring-1 ring-slate-300 ring-inset"
              />
              <Button variant="secondary" onClick={copy}>
                <ClipboardDocumentIcon className="size-4" aria-hidden="true" />
                Copy
              </Button>
            </div>
          </div>
        ) : (
          active && (
            <p className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200" role="status">
              Your feed is active. Its address is shown only when it is made; make a new one to see it again.
            </p>
          )
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant={active ? "secondary" : "primary"} onClick={create}>
            <LinkIcon className="size-4" aria-hidden="true" />
            {active ? "Make a new URL" : "Create feed URL"}
          </Button>
          {active && (
            <Button variant="danger-secondary" onClick={revoke}>
              Revoke
            </Button>
          )}
        </div>
        <details className="rounded-lg ring-1 ring-slate-200">
          <summary className="cursor-pointer px-3 py-2 font-medium text-slate-800">How to subscribe</summary>
          <ul className="list-disc space-y-1 px-3 pb-3 pl-8">
            <li>Google Calendar (on a computer): Other calendars → + → From URL, paste the address.</li>
            <li>Outlook: Add calendar → Subscribe from web, paste the address.</li>
            <li>iPhone or iPad: Settings → Calendar → Accounts → Add Account → Other → Add Subscribed Calendar.</li>
            <li>Calendar apps refresh a subscription on their own schedule (every few hours); changes here appear then.</li>
          </ul>
        </details>
      </div>
    </Card>
  );
}
