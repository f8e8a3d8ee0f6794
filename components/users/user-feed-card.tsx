"use client";

import { NoSymbolIcon } from "@heroicons/react/20/solid";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDialogs, type DialogFailure } from "@/components/ui/dialogs";
import { useToast } from "@/components/ui/toasts";
import { ApiRequestError, apiFetch } from "@/lib/client/api";
import { INTERCEPTOR_MESSAGES } from "@/lib/client/messages";
import { formatInZone } from "@/lib/domain/agency-time";
import { useAgencyTimeZone } from "@/components/shell/agency-time-zone";

export const REVOKE_FEED_QUESTION =
  "Revoke this user's calendar feed? Calendars subscribed to it stop updating; they can make a new feed URL on their Calendar page.";
export const FEED_REVOKED = "Calendar feed revoked.";

function failureOf(error: unknown): DialogFailure | null {
  if (error instanceof ApiRequestError && error.status === 401) return null;
  if (error instanceof ApiRequestError && error.status === 0)
    return { title: "Offline", message: INTERCEPTOR_MESSAGES.offline, tone: "offline" };
  return { title: "Oops!", message: "Problem revoking the calendar feed. Please try again." };
}

/**
 * The 'Calendar feed' card of a user's page (admins only): whether the user
 * has a private feed URL, and the way to revoke it (a lost phone, someone
 * leaving). The URL itself is never stored, so it is never shown here.
 */
export function UserFeedCard({ userId, activeSince }: { userId: string; activeSince: string | null }) {
  const { run } = useDialogs();
  const toast = useToast();
  const timeZone = useAgencyTimeZone();
  const [activeFrom, setActiveFrom] = useState(activeSince);

  const revoke = async () => {
    const outcome = await run({
      title: "Revoke feed",
      question: REVOKE_FEED_QUESTION,
      tone: "danger",
      busyText: "Revoking...",
      task: () => apiFetch(`/users/${userId}/calendar-feed`, { method: "DELETE", handledStatuses: [0] }),
      failureOf,
    });
    if (outcome.status !== "done") return;
    setActiveFrom(null);
    toast.success(FEED_REVOKED);
  };

  return (
    <Card
      title="Calendar feed"
      actions={
        <Button variant="danger-secondary" size="sm" onClick={revoke} disabled={!activeFrom}>
          <NoSymbolIcon className="size-4" aria-hidden="true" />
          Revoke feed
        </Button>
      }
    >
      <p className="text-sm text-slate-600" data-testid="user-feed-state">
        {activeFrom
          ? `A private calendar feed URL is active (made ${formatInZone(activeFrom, timeZone, "MMM d, yyyy")}). Anyone who has it can read this user's calendar.`
          : "No calendar feed URL. A password change, disabling or a revoke ends one; re-enabling does not bring it back."}
      </p>
    </Card>
  );
}
