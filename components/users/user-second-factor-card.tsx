"use client";

import { ArrowPathIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDialogs } from "@/components/ui/dialogs";
import { FactorStateChip } from "@/components/ui/status-chip";
import { useToast } from "@/components/ui/toasts";
import { apiFetch, ApiRequestError } from "@/lib/client/api";
import type { UserSecondFactorSummary } from "@/lib/schemas/second-factor";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";

const HEADING_ID = "user-sign-in-security";

const fetchSummary = async (path: string) => (await apiFetch<UserSecondFactorSummary>(path)).data;

/**
 * The 'Sign-in security' card of a user's page (admins): what second step the
 * user has, and "Reset second factor" for a lost phone or passkey (confirmed;
 * it ends their sessions). An admin's own is changed on their profile.
 */
export function UserSecondFactorCard({ userId, isSelf }: { userId: string; isSelf: boolean }) {
  const t = useTranslations("users");
  const path = `/users/${userId}/second-factor`;
  const { data, error, mutate } = useSWR(path, fetchSummary, READ_DEFAULTS);
  const { run } = useDialogs();
  const toast = useToast();
  const resetRef = useRef<HTMLButtonElement>(null);
  const hasAny = Boolean(data && (data.totp || data.passkeys > 0 || data.backupCodesLeft > 0));

  const reset = async () => {
    const outcome = await run({
      title: t("secondFactor.reset"),
      question: t("secondFactor.question"),
      tone: "danger",
      busyText: t("secondFactor.busy"),
      task: async () => {
        await apiFetch(path, { method: "DELETE", handledStatuses: [403, 404] });
        await mutate();
      },
      failureOf: (caught) => ({
        title: t("oops"),
        message: t("secondFactor.failure"),
        detail: caught instanceof ApiRequestError ? caught.message : undefined,
      }),
      returnFocus: () => resetRef.current,
      // Done, the button is disabled (nothing left to reset): the card's heading takes the focus.
      focusAfterDone: () => document.getElementById(HEADING_ID),
    });
    if (outcome.status === "done") toast.success(t("secondFactor.done"));
  };

  return (
    <Card
      title={
        <span id={HEADING_ID} tabIndex={-1} className="focus:outline-none">
          {t("secondFactor.title")}
        </span>
      }
      actions={
        isSelf ? (
          <Link href="/profile" className="text-sm font-medium text-brand-700 hover:underline">
            {t("secondFactor.yourProfile")}
          </Link>
        ) : (
          <Button ref={resetRef} variant="secondary" size="sm" onClick={() => void reset()} disabled={!hasAny}>
            <ArrowPathIcon className="size-4" aria-hidden="true" />
            {t("secondFactor.resetButton")}
          </Button>
        )
      }
    >
      {error && !data ? (
        <p className="text-sm text-slate-500">{t("secondFactor.loadFailed")}</p>
      ) : !data ? (
        <div className="h-16 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />
      ) : (
        <dl className="divide-y divide-slate-100 text-sm" data-testid="user-second-factor">
          <FactorRow
            label={t("secondFactor.passkeys")}
            on={data.passkeys > 0}
            text={data.passkeys === 0 ? t("secondFactor.none") : String(data.passkeys)}
          />
          <FactorRow
            label={t("secondFactor.authenticator")}
            on={data.totp}
            text={data.totp ? t("secondFactor.on") : t("secondFactor.notSetUp")}
          />
          <FactorRow
            label={t("secondFactor.backupCodes")}
            on={data.backupCodesLeft > 0}
            text={t("secondFactor.left", { count: data.backupCodesLeft })}
          />
        </dl>
      )}
    </Card>
  );
}

function FactorRow({ label, on, text }: { label: string; on: boolean; text: string }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <dt className="text-slate-500">{label}</dt>
      <dd>
        <FactorStateChip state={on ? "on" : "off"} label={text} />
      </dd>
    </div>
  );
}
