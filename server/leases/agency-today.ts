import { todayIn } from "@/lib/domain/agency-time";
import { env } from "@/server/env";

/** The agency's today (yyyy-MM-dd in APP_TIME_ZONE): what rent is due by, what a payment may be dated up to. */
export function agencyToday(now: Date = new Date()): string {
  return todayIn(env().APP_TIME_ZONE, now);
}
