"use client";

import { LockOpenIcon } from "@heroicons/react/20/solid";
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

export const CLEAR_LOCK_CONFIRMATION =
  "Clear this user's sign-in lock-out? Their failed sign-ins are forgotten and they may sign in again at once.";
export const LOCK_CLEARED = "Sign-in lock-out cleared.";
const CLEAR_FAILED = "The lock-out could not be cleared. Please try again.";

const fetchLock = async (path: string) => (await apiFetch<SignInLock>(path)).data;

const at = (iso: string) =>
  new Date(iso)
    .toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" })
    .replace(/, (\d+:)/, " · $1");
const until = (iso: string) => new Date(iso).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });

/**
 * The 'Sign-in' card of a user's page (admins only): whether the sign-in
 * limits currently delay this account — from every address, or from some —
 * with the failures behind it, and the way to clear the lock-out.
 */
export function UserSignInLock({ userId }: { userId: string }) {
  const path = `/users/${userId}/sign-in-lock`;
  // No polling: a background request would count as the admin's activity and hold the session open.
  const { data, error, isLoading, mutate } = useSWR(path, fetchLock, READ_DEFAULTS);
  const { confirm, alert } = useDialogs();
  const toast = useToast();
  const [clearing, setClearing] = useState(false);

  const clear = async () => {
    if (!(await confirm({ title: "Confirm", message: CLEAR_LOCK_CONFIRMATION }))) return;
    setClearing(true);
    try {
      const { data: cleared } = await apiFetch<SignInLock>(path, { method: "DELETE" });
      await mutate(cleared, { revalidate: false });
      toast.success(LOCK_CLEARED);
    } catch (caught) {
      if (!(caught instanceof ApiRequestError && caught.status === 401))
        await alert({ title: "Oops!", tone: "warning", message: CLEAR_FAILED });
    } finally {
      setClearing(false);
    }
  };

  const hasFailures = Boolean(data && (data.failures > 0 || data.addresses.length > 0));
  return (
    <Card
      title="Sign-in"
      actions={
        <Button variant="secondary" size="sm" onClick={clear} disabled={!hasFailures || clearing} aria-busy={clearing}>
          {clearing ? <Spinner diameter={16} /> : <LockOpenIcon className="size-4" aria-hidden="true" />}
          Clear lock-out
        </Button>
      }
    >
      {isLoading && !data ? (
        <div className="h-10 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />
      ) : error && !data ? (
        <p className="text-sm text-slate-500">The sign-in status could not be loaded.</p>
      ) : data ? (
        <SignInLockDetails lock={data} />
      ) : null}
    </Card>
  );
}

function SignInLockDetails({ lock }: { lock: SignInLock }) {
  const delayedAddresses = lock.addresses.filter((entry) => entry.delayedUntil);
  if (lock.failures === 0 && lock.addresses.length === 0) {
    return <p className="text-sm text-slate-600">No recent failed sign-ins. Sign-in is not delayed.</p>;
  }
  return (
    <div className="space-y-4 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        {lock.delayedUntil ? (
          <Chip tone="warning">Locked for every address until {until(lock.delayedUntil)}</Chip>
        ) : delayedAddresses.length > 0 ? (
          <Chip tone="warning">Locked for {delayedAddresses.length === 1 ? "1 address" : `${delayedAddresses.length} addresses`}</Chip>
        ) : (
          <Chip tone="neutral">Not delayed</Chip>
        )}
      </p>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Recent failures</dt>
          <dd className="mt-0.5 font-medium tabular-nums text-slate-900">
            {lock.failures} <span className="font-normal text-slate-500">of {lock.limits.perAccount} allowed</span>
          </dd>
        </div>
        {lock.lastFailureAt && (
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Last failure</dt>
            <dd className="mt-0.5 font-medium text-slate-900">{at(lock.lastFailureAt)}</dd>
          </div>
        )}
      </dl>
      {lock.addresses.length > 0 && (
        <div>
          <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">By address</h3>
          <ul className="mt-1 divide-y divide-slate-100">
            {lock.addresses.map((entry) => (
              <li key={entry.address} className="flex items-baseline justify-between gap-3 py-1.5">
                <span className="min-w-0 truncate font-mono text-xs text-slate-700">{entry.address}</span>
                <span className="shrink-0 text-xs tabular-nums text-slate-600">
                  {entry.failures} {entry.failures === 1 ? "failure" : "failures"}
                  {entry.delayedUntil && <span className="font-medium text-amber-800"> · locked until {until(entry.delayedUntil)}</span>}
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
