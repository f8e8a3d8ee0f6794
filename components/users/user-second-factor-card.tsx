"use client";

import { ArrowPathIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
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

export const RESET_SECOND_FACTOR_QUESTION =
  "Reset this user's second sign-in step? Their passkeys, authenticator app and backup codes are removed, and they are signed out everywhere. They sign in with their password alone, and set up a new second step if the agency requires one.";

const HEADING_ID = "user-sign-in-security";

const fetchSummary = async (path: string) => (await apiFetch<UserSecondFactorSummary>(path)).data;

/**
 * The 'Sign-in security' card of a user's page (admins): what second step the
 * user has, and "Reset second factor" for a lost phone or passkey (confirmed;
 * it ends their sessions). An admin's own is changed on their profile.
 */
export function UserSecondFactorCard({ userId, isSelf }: { userId: string; isSelf: boolean }) {
  const path = `/users/${userId}/second-factor`;
  const { data, error, mutate } = useSWR(path, fetchSummary, READ_DEFAULTS);
  const { run } = useDialogs();
  const toast = useToast();
  const resetRef = useRef<HTMLButtonElement>(null);
  const hasAny = Boolean(data && (data.totp || data.passkeys > 0 || data.backupCodesLeft > 0));

  const reset = async () => {
    const outcome = await run({
      title: "Reset second factor",
      question: RESET_SECOND_FACTOR_QUESTION,
      tone: "danger",
      busyText: "Resetting second factor ...",
      task: async () => {
        await apiFetch(path, { method: "DELETE", handledStatuses: [403, 404] });
        await mutate();
      },
      failureOf: (caught) => ({
        title: "Oops!",
        message: "The second factor could not be reset.",
        detail: caught instanceof ApiRequestError ? caught.message : undefined,
      }),
      returnFocus: () => resetRef.current,
      // Done, the button is disabled (nothing left to reset): the card's heading takes the focus.
      focusAfterDone: () => document.getElementById(HEADING_ID),
    });
    if (outcome.status === "done") toast.success("Second factor reset. The user has been signed out.");
  };

  return (
    <Card
      title={
        <span id={HEADING_ID} tabIndex={-1} className="focus:outline-none">
          Sign-in security
        </span>
      }
      actions={
        isSelf ? (
          <Link href="/profile" className="text-sm font-medium text-brand-700 hover:underline">
            Your profile
          </Link>
        ) : (
          <Button ref={resetRef} variant="secondary" size="sm" onClick={() => void reset()} disabled={!hasAny}>
            <ArrowPathIcon className="size-4" aria-hidden="true" />
            Reset second factor
          </Button>
        )
      }
    >
      {error && !data ? (
        <p className="text-sm text-slate-500">The sign-in security could not be loaded.</p>
      ) : !data ? (
        <div className="h-16 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />
      ) : (
        <dl className="divide-y divide-slate-100 text-sm" data-testid="user-second-factor">
          <FactorRow label="Passkeys" on={data.passkeys > 0} text={data.passkeys === 0 ? "None" : String(data.passkeys)} />
          <FactorRow label="Authenticator app" on={data.totp} text={data.totp ? "On" : "Not set up"} />
          <FactorRow
            label="Backup codes"
            on={data.backupCodesLeft > 0}
            text={data.backupCodesLeft === 1 ? "1 left" : `${data.backupCodesLeft} left`}
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
