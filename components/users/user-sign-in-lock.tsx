"use client";

import { LockOpenIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDialogs } from "@/components/ui/dialogs";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toasts";
import { apiFetch, ApiRequestError } from "@/lib/client/api";
import type { SignInLock } from "@/lib/schemas/sign-in-lock";
import { formatDate } from "@/lib/i18n/formats";
import type { Language } from "@/lib/i18n/languages";
import { useLanguage } from "@/lib/i18n/use-language";

const fetchLock = async (path: string) => (await apiFetch<SignInLock>(path)).data;

/** The browser's own clock, as the times of failed sign-ins have always been shown. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const at = (iso: string, language: Language) => formatDate(iso, browserZone(), language, "dayYearDotTime");
const until = (iso: string, language: Language) => formatDate(iso, browserZone(), language, "time");

/**
 * The 'Sign-in' card of a user's page (admins only): whether the sign-in
 * limits currently delay this account — from every address, or from some —
 * with the failures behind it, and the way to clear the lock-out.
 */
export function UserSignInLock({ userId }: { userId: string }) {
  const t = useTranslations("users");
  const path = `/users/${userId}/sign-in-lock`;
  // No polling: a background request would count as the admin's activity and hold the session open.
  const { data, error, isLoading, mutate } = useSWR(path, fetchLock, READ_DEFAULTS);
  const { confirm, alert } = useDialogs();
  const toast = useToast();
  const [clearing, setClearing] = useState(false);

  const clear = async () => {
    if (!(await confirm({ title: t("confirm"), message: t("lock.confirmation") }))) return;
    setClearing(true);
    try {
      const { data: cleared } = await apiFetch<SignInLock>(path, { method: "DELETE" });
      await mutate(cleared, { revalidate: false });
      toast.success(t("lock.cleared"));
    } catch (caught) {
      if (!(caught instanceof ApiRequestError && caught.status === 401))
        await alert({ title: t("oops"), tone: "warning", message: t("lock.failed") });
    } finally {
      setClearing(false);
    }
  };

  const hasFailures = Boolean(data && (data.failures > 0 || data.addresses.length > 0));
  return (
    <Card
      title={t("lock.title")}
      actions={
        <Button variant="secondary" size="sm" onClick={clear} disabled={!hasFailures || clearing} aria-busy={clearing}>
          {clearing ? <Spinner diameter={16} /> : <LockOpenIcon className="size-4" aria-hidden="true" />}
          {t("lock.clear")}
        </Button>
      }
    >
      {isLoading && !data ? (
        <div className="h-10 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />
      ) : error && !data ? (
        <p className="text-sm text-slate-500">{t("lock.loadFailed")}</p>
      ) : data ? (
        <SignInLockDetails lock={data} />
      ) : null}
    </Card>
  );
}

function SignInLockDetails({ lock }: { lock: SignInLock }) {
  const t = useTranslations("users");
  const language = useLanguage();
  const delayedAddresses = lock.addresses.filter((entry) => entry.delayedUntil);
  if (lock.failures === 0 && lock.addresses.length === 0) {
    return <p className="text-sm text-slate-600">{t("lock.clean")}</p>;
  }
  return (
    <div className="space-y-4 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        {lock.delayedUntil ? (
          <Chip tone="warning">{t("lock.lockedEverywhere", { time: until(lock.delayedUntil, language) })}</Chip>
        ) : delayedAddresses.length > 0 ? (
          <Chip tone="warning">{t("lock.lockedSome", { count: delayedAddresses.length })}</Chip>
        ) : (
          <Chip tone="neutral">{t("lock.notDelayed")}</Chip>
        )}
      </p>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("lock.recentFailures")}</dt>
          <dd className="mt-0.5 font-medium tabular-nums text-slate-900">
            {lock.failures} <span className="font-normal text-slate-500">{t("lock.ofAllowed", { limit: lock.limits.perAccount })}</span>
          </dd>
        </div>
        {lock.lastFailureAt && (
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("lock.lastFailure")}</dt>
            <dd className="mt-0.5 font-medium text-slate-900">{at(lock.lastFailureAt, language)}</dd>
          </div>
        )}
      </dl>
      {lock.addresses.length > 0 && (
        <div>
          <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("lock.byAddress")}</h3>
          <ul className="mt-1 divide-y divide-slate-100">
            {lock.addresses.map((entry) => (
              <li key={entry.address} className="flex items-baseline justify-between gap-3 py-1.5">
                <span className="min-w-0 truncate font-mono text-xs text-slate-700">{entry.address}</span>
                <span className="shrink-0 text-xs tabular-nums text-slate-600">
                  {t("lock.failures", { count: entry.failures })}
                  {entry.delayedUntil && (
                    <span className="font-medium text-amber-800">
                      {t("lock.lockedUntil", { time: until(entry.delayedUntil, language) })}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function Chip({ tone, children }: { tone: "warning" | "neutral"; children: React.ReactNode }) {
  const tones = {
    warning: "bg-amber-50 text-amber-800 ring-amber-600/25",
    neutral: "bg-slate-100 text-slate-700 ring-slate-500/25",
  };
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}>
      {children}
    </span>
  );
}
