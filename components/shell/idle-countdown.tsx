"use client";

import { useEffect, useState } from "react";
import { lastActivity } from "@/lib/client/activity";
import { announcedSeconds, clockText, secondsLeft, spokenTime } from "@/lib/idle-warning";

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
  useEffect(() => {
    const timer = setInterval(() => setSeconds(secondsUntilEnd(idleTimeoutMs)), 250);
    return () => clearInterval(timer);
  }, [idleTimeoutMs]);
  return (
    <>
      <span aria-hidden="true" data-testid="idle-countdown">
        You will be signed out in <span className="font-semibold tabular-nums text-slate-900">{clockText(seconds)}</span>
      </span>
      <span className="sr-only">You will be signed out in {spokenTime(announcedSeconds(start, seconds))}.</span>
      <span className="mt-2 block">Anything you are typing is kept on this device for when you sign in again.</span>
    </>
  );
}
