/**
 * When and how the idle warning speaks (WCAG 2.2.1 Timing Adjustable). The
 * server ends a session after SESSION_IDLE_TIMEOUT_MS without a request (never
 * before, at most a few seconds after: `sessionEndsWithinMs`); the browser
 * warns once the person has been idle for max(timeout − 60 s, timeout / 4): a
 * minute ahead with the 5-minute timeout, three quarters of the timeout ahead
 * when it is shorter than 80 s (the test server's 12 s: warned after 3 s).
 */
export const WARN_AHEAD_MS = 60_000;

export function warningAfterMs(idleTimeoutMs: number): number {
  return Math.max(idleTimeoutMs - WARN_AHEAD_MS, idleTimeoutMs / 4);
}

/** Whole seconds left (rounded up: "0:01" until the end), never below 0. */
export function secondsLeft(msLeft: number): number {
  return Math.max(0, Math.ceil(msLeft / 1000));
}

/** The visible countdown, m:ss ("0:59", "1:00"). */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** Spoken time: "1 minute", "1 minute 30 seconds", "30 seconds", "1 second". */
export function spokenTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [];
  if (minutes > 0) parts.push(`${minutes} minute${minutes === 1 ? "" : "s"}`);
  if (rest > 0 || minutes === 0) parts.push(`${rest} second${rest === 1 ? "" : "s"}`);
  return parts.join(" ");
}

/** Screen readers hear the warning when it opens, then at 30 and at 10 seconds — not every second. */
export const ANNOUNCE_AT_SECONDS = [30, 10] as const;

/** The time the screen-reader text states while `seconds` remain of a warning that opened with `startSeconds` left. */
export function announcedSeconds(startSeconds: number, seconds: number): number {
  let announced = startSeconds;
  for (const mark of ANNOUNCE_AT_SECONDS) if (seconds <= mark && mark < startSeconds) announced = mark;
  return announced;
}

/** The console tells the server the person is still at work (typing, clicking, scrolling) at most once a minute. */
export const RENEW_AT_MOST_EVERY_MS = 60_000;

/**
 * How long after the last request the person's activity asks the server to renew the session: a minute, or half
 * of the quiet before the warning when that is shorter (the test server's 12 s: warned after 3 s, renewed after 1.5 s),
 * so that someone at work is never warned.
 */
export function renewAfterMs(idleTimeoutMs: number): number {
  return Math.min(RENEW_AT_MOST_EVERY_MS, warningAfterMs(idleTimeoutMs) / 2);
}
