"use client";

import { ClipboardDocumentIcon, LinkIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDialogs, type DialogFailure } from "@/components/ui/dialogs";
import { useToast } from "@/components/ui/toasts";
import { ApiRequestError, apiFetch } from "@/lib/client/api";
import type { CalendarFeedDto } from "@/lib/schemas/calendar";

function failureOf(t: ReturnType<typeof useTranslations<"calendar">>, offline: string, action: "making" | "revoking") {
  return (error: unknown): DialogFailure | null => {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    if (error instanceof ApiRequestError && error.status === 0) return { title: t("feed.offline"), message: offline, tone: "offline" };
    return { title: t("feed.oops"), message: t("feed.failed", { action }) };
  };
}

/**
 * The person's private calendar feed: make a URL (shown once: only its hash
 * is stored), copy it, make a new one or revoke it. Phones and
 * Outlook/Google Calendar subscribe to it and refresh it on their own.
 */
export function FeedCard({ active: initiallyActive }: { active: boolean }) {
  const t = useTranslations("calendar");
  const offline = useTranslations("common")("messages.offline");
  const { run } = useDialogs();
  const toast = useToast();
  const [active, setActive] = useState(initiallyActive);
  const [url, setUrl] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const create = async () => {
    const outcome = await run({
      title: active ? t("feed.newTitle") : undefined,
      question: active ? t("feed.newQuestion") : undefined,
      busyText: t("feed.making"),
      task: async () => (await apiFetch<CalendarFeedDto>("/calendar/token", { method: "POST", handledStatuses: [0] })).data.url,
      failureOf: failureOf(t, offline, "making"),
    });
    if (outcome.status !== "done") return;
    setUrl(outcome.value);
    setActive(true);
    toast.success(t("feed.made"));
    requestAnimationFrame(() => input.current?.select());
  };

  const revoke = async () => {
    const outcome = await run({
      title: t("feed.revokeTitle"),
      question: t("feed.revokeQuestion"),
      tone: "danger",
      busyText: t("feed.revoking"),
      task: () => apiFetch("/calendar/token", { method: "DELETE", handledStatuses: [0] }),
      failureOf: failureOf(t, offline, "revoking"),
    });
    if (outcome.status !== "done") return;
    setUrl(null);
    setActive(false);
    toast.success(t("feed.revoked"));
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("feed.copied"));
    } catch {
      input.current?.select();
      toast.error(t("feed.copyFailed"));
    }
  };

  return (
    <Card title={t("feed.title")}>
      <div className="space-y-4 text-sm text-slate-700" data-testid="calendar-feed">
        <p>{t("feed.intro")}</p>
        {url ? (
          <div>
            <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
              {t("feed.urlLabel")}
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
                {t("feed.copy")}
              </Button>
            </div>
          </div>
        ) : (
          active && (
            <p className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200" role="status">
              {t("feed.active")}
            </p>
          )
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant={active ? "secondary" : "primary"} onClick={create}>
            <LinkIcon className="size-4" aria-hidden="true" />
            {active ? t("feed.makeNew") : t("feed.create")}
          </Button>
          {active && (
            <Button variant="danger-secondary" onClick={revoke}>
              {t("feed.revoke")}
            </Button>
          )}
        </div>
        <details className="rounded-lg ring-1 ring-slate-200">
          <summary className="cursor-pointer px-3 py-2 font-medium text-slate-800">{t("feed.howTo")}</summary>
          <ul className="list-disc space-y-1 px-3 pb-3 pl-8">
            <li>{t("feed.steps.google")}</li>
            <li>{t("feed.steps.outlook")}</li>
            <li>{t("feed.steps.apple")}</li>
            <li>{t("feed.steps.refresh")}</li>
          </ul>
        </details>
      </div>
    </Card>
  );
}
