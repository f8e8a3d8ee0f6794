"use client";

import { CheckCircleIcon, SignalSlashIcon } from "@heroicons/react/20/solid";
import { useSyncExternalStore } from "react";
import { cx } from "@/components/ui/cx";
import { connectionState, subscribeConnection, type ConnectionState } from "@/lib/client/offline/connection";

const SERVER_STATE: ConnectionState = { status: "online", shownSince: 0 };
const timeOfDay = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

/**
 * Above the page header while the server cannot be reached: "Offline — showing
 * what was loaded at 7:30 PM" (the oldest data on screen); then "Back online"
 * for a moment when it can again (lib/client/offline/connection.ts).
 */
export function OfflineBanner() {
  const { status, shownSince } = useSyncExternalStore(subscribeConnection, connectionState, () => SERVER_STATE);
  const offline = status === "offline";
  // The live region stays in the page so that screen readers announce each change.
  return (
    <div role="status" className="contents">
      {status !== "online" && (
        <div
          className={cx(
            "sticky top-14 z-30 -mx-4 -mt-6 mb-6 flex items-center gap-2 px-4 py-2 text-sm ring-1 sm:-mx-6 sm:px-6 lg:top-0 lg:-mx-10 lg:-mt-8 lg:px-10",
            offline ? "bg-amber-50 text-amber-900 ring-amber-200" : "bg-emerald-50 text-emerald-900 ring-emerald-200",
          )}
        >
          {offline ? (
            <SignalSlashIcon className="size-4 shrink-0 text-amber-700" aria-hidden="true" />
          ) : (
            <CheckCircleIcon className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          )}
          <p>{offline ? `Offline — showing what was loaded at ${timeOfDay.format(shownSince)}` : "Back online"}</p>
        </div>
      )}
    </div>
  );
}
