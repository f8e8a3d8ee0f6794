"use client";

import { CheckCircleIcon, EnvelopeIcon, ExclamationTriangleIcon } from "@heroicons/react/24/outline";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

type State = "ask" | "busy" | "done" | "failed";

/** "Stop the daily digest" for the person a signed link names: one button, then the answer. */
export function UnsubscribeCard({ token, email, digestOn }: { token: string; email: string | null; digestOn: boolean }) {
  const [state, setState] = useState<State>(digestOn ? "ask" : "done");
  const t = useTranslations("auth.unsubscribe.card");
  const profile = (words: React.ReactNode) => (
    <Link href="/profile" className="font-medium text-brand-700 hover:underline">
      {words}
    </Link>
  );

  const unsubscribe = async () => {
    setState("busy");
    try {
      const response = await fetch(`/api/v1/notifications/unsubscribe/${encodeURIComponent(token)}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      setState(response.ok ? "done" : "failed");
    } catch {
      setState("failed");
    }
  };

  const frame = "rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200";
  if (email === null) {
    return (
      <section className={frame}>
        <ExclamationTriangleIcon className="mx-auto size-10 text-amber-600" aria-hidden="true" />
        <h1 className="mt-3 text-lg font-semibold text-slate-900">{t("invalidTitle")}</h1>
        <p className="mt-2 text-sm text-slate-600">{t.rich("invalidText", { profile })}</p>
      </section>
    );
  }
  if (state === "done") {
    return (
      <section className={frame} role="status">
        <CheckCircleIcon className="mx-auto size-10 text-emerald-600" aria-hidden="true" />
        <h1 className="mt-3 text-lg font-semibold text-slate-900">{t("doneTitle")}</h1>
        <p className="mt-2 text-sm text-slate-600">{t.rich("doneText", { email, profile })}</p>
      </section>
    );
  }
  return (
    <section className={frame}>
      <EnvelopeIcon className="mx-auto size-10 text-brand-700" aria-hidden="true" />
      <h1 className="mt-3 text-lg font-semibold text-slate-900">{t("askTitle")}</h1>
      <p className="mt-2 text-sm text-slate-600">{t("askText", { email })}</p>
      {state === "failed" && (
        <p className="mt-3 text-sm text-red-700" role="alert">
          {t("failed")}
        </p>
      )}
      <Button className="mt-5 w-full sm:w-auto" onClick={unsubscribe} disabled={state === "busy"}>
        {state === "busy" && <Spinner diameter={16} label={null} className="text-white" />}
        {t("button")}
      </Button>
    </section>
  );
}
