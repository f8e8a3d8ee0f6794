"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError, apiFetch } from "@/lib/client/api";
import type { ImportDto } from "@/lib/schemas/import";
import { ProgressBar } from "@/components/ui/progress-bar";

/** How often the page asks for the commit's progress. */
export const COMMIT_POLL_MS = 1_000;

/**
 * While an import is "committing": GET /imports/{id} every second until its
 * job is done (committed) or failed (back to uploaded, with its reason).
 * A failed poll (offline, a restart) is tried again on the next tick.
 */
export function useCommitPolling(importing: ImportDto | null, onUpdate: (dto: ImportDto) => void) {
  const latest = useRef(onUpdate);
  useEffect(() => {
    latest.current = onUpdate;
  });
  const id = importing?.status === "committing" ? importing._id : null;
  useEffect(() => {
    if (!id) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const { data } = await apiFetch<ImportDto>(`/imports/${id}`, { handledStatuses: [404] });
        if (stopped) return;
        latest.current(data);
        if (data.status !== "committing") return;
      } catch (error) {
        if (stopped || (error instanceof ApiRequestError && (error.status === 401 || error.status === 404))) return;
      }
      timer = setTimeout(poll, COMMIT_POLL_MS);
    };
    timer = setTimeout(poll, COMMIT_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id]);
}

/**
 * The commit's progress (DESIGN §7 "File drop"'s bar): rows written of rows to
 * write, or "checking again" before the writing starts. The bar's text
 * changes every poll; the live region speaks in tenths, so a screen reader is
 * told the progress without a word every second.
 */
export function ImportCommitProgress({ importing }: { importing: ImportDto }) {
  const t = useTranslations("imports");
  const { done, total } = importing.progress;
  const share = total > 0 ? Math.min(1, done / total) : 0;
  const tenth = Math.floor(share * 10) * 10;
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner diameter={16} label={null} />
        {total === 0 ? t("progress.checkingAgain") : t("progress.written", { done, total })}
      </p>
      <ProgressBar
        label={t("progress.label", { file: importing.fileName })}
        fraction={share}
        valueText={total === 0 ? t("progress.checking") : t("progress.value", { done, total })}
      />
      <p className="sr-only" role="status" aria-live="polite">
        {total === 0 ? t("progress.checkingShort") : t("progress.percent", { tenth })}
      </p>
      <p className="text-xs text-slate-500">{t("progress.together")}</p>
    </div>
  );
}
