"use client";

import { NoSymbolIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDialogs, type DialogFailure } from "@/components/ui/dialogs";
import { useToast } from "@/components/ui/toasts";
import { ApiRequestError, apiFetch } from "@/lib/client/api";
import { formatDate } from "@/lib/i18n/formats";
import { useLanguage } from "@/lib/i18n/use-language";
import { useAgencyTimeZone } from "@/components/shell/agency-time-zone";

type Texts = ReturnType<typeof useTranslations<"users">>;

function failureOf(t: Texts, offline: string, error: unknown): DialogFailure | null {
  if (error instanceof ApiRequestError && error.status === 401) return null;
  if (error instanceof ApiRequestError && error.status === 0) return { title: t("feed.offline"), message: offline, tone: "offline" };
  return { title: t("oops"), message: t("feed.failure") };
}

/**
 * The 'Calendar feed' card of a user's page (admins only): whether the user
 * has a private feed URL, and the way to revoke it (a lost phone, someone
 * leaving). The URL itself is never stored, so it is never shown here.
 */
export function UserFeedCard({ userId, activeSince }: { userId: string; activeSince: string | null }) {
  const t = useTranslations("users");
  const offline = useTranslations("common")("messages.offline");
  const language = useLanguage();
  const { run } = useDialogs();
  const toast = useToast();
  const timeZone = useAgencyTimeZone();
  const [activeFrom, setActiveFrom] = useState(activeSince);

  const revoke = async () => {
    const outcome = await run({
      title: t("feed.revoke"),
      question: t("feed.question"),
      tone: "danger",
      busyText: t("feed.busy"),
      task: () => apiFetch(`/users/${userId}/calendar-feed`, { method: "DELETE", handledStatuses: [0] }),
      failureOf: (error) => failureOf(t, offline, error),
    });
    if (outcome.status !== "done") return;
    setActiveFrom(null);
    toast.success(t("feed.revoked"));
  };

  return (
    <Card
      title={t("feed.title")}
      actions={
        <Button variant="danger-secondary" size="sm" onClick={revoke} disabled={!activeFrom}>
          <NoSymbolIcon className="size-4" aria-hidden="true" />
          {t("feed.revoke")}
        </Button>
      }
    >
      <p className="text-sm text-slate-600" data-testid="user-feed-state">
        {activeFrom ? t("feed.active", { day: formatDate(activeFrom, timeZone, language, "day") }) : t("feed.none")}
      </p>
    </Card>
  );
}
