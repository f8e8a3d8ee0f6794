"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { lastActivity } from "@/lib/client/activity";
import { announcedSeconds, clockText, secondsLeft } from "@/lib/idle-warning";

const secondsUntilEnd = (idleTimeoutMs: number) => secondsLeft(lastActivity() + idleTimeoutMs - Date.now());

/**
 * The idle warning's message: "You will be signed out in 0:59", counting down
 * every second on screen. The dialog's message sits in its polite status
 * region, so the ticking text is hidden from screen readers and a second,
 * visually hidden line says the time when the warning opens and again at 30
 * and 10 seconds (lib/idle-warning.ts).
 */
export function IdleCountdown({ idleTimeoutMs }: { idleTimeoutMs: number }) {
  const [start] = useState(() => secondsUntilEnd(idleTimeoutMs));
  const [seconds, setSeconds] = useState(start);
  const t = useTranslations("shell.idle");
  // Spoken time: "1 minute", "1 minute 30 seconds", "30 seconds", "1 second".
  const spoken = (total: number) => {
    const minutes = Math.floor(total / 60);
    const rest = total % 60;
    if (minutes === 0) return t("seconds", { seconds: rest });
    return rest === 0 ? t("minutes", { minutes }) : t("minutesSeconds", { minutes, seconds: rest });
  };
  useEffect(() => {
    const timer = setInterval(() => setSeconds(secondsUntilEnd(idleTimeoutMs)), 250);
    return () => clearInterval(timer);
  }, [idleTimeoutMs]);
  return (
    <>
      <span aria-hidden="true" data-testid="idle-countdown">
        {t.rich("countdown", {
          clock: clockText(seconds),
          time: (chunks) => <span className="font-semibold tabular-nums text-slate-900">{chunks}</span>,
        })}
      </span>
      <span className="sr-only">{t("spoken", { time: spoken(announcedSeconds(start, seconds)) })}</span>
      <span className="mt-2 block">{t("kept")}</span>
    </>
  );
}
