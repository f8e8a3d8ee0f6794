"use client";

import { CheckCircleIcon } from "@heroicons/react/24/outline";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { DialogsProvider, useDialogs } from "@/components/ui/dialogs";
import { TextField } from "@/components/ui/text-field";
import { PublicRequestOffline, publicPost } from "@/lib/client/public-post";
import { PASSWORD_RESET_MINUTES, forgotPasswordSchema } from "@/lib/schemas/password-reset";

class Refused extends Error {}

/**
 * "Forgot your password?": the e-mail, then always the same answer (the server never says whether the account
 * exists). `mailDelivers` false (no mail server, issue 44): the answer sends the person to an administrator.
 */
export function ForgotPassword({ mailDelivers }: { mailDelivers: boolean }) {
  return (
    <DialogsProvider>
      <ForgotPasswordForm mailDelivers={mailDelivers} />
    </DialogsProvider>
  );
}

function ForgotPasswordForm({ mailDelivers }: { mailDelivers: boolean }) {
  const { run } = useDialogs();
  const t = useTranslations("auth.forgot");
  const signIn = useTranslations("auth.signIn");
  const problem = useTranslations("auth.run")("problem");
  const shell = useTranslations("shell.interceptor");
  const submitRef = useRef<HTMLButtonElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [answer, setAnswer] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("email") as HTMLInputElement;
    const check = forgotPasswordSchema.safeParse({ email: input.value });
    if (!check.success) {
      setError(check.error.issues[0]?.message);
      input.focus();
      return;
    }
    setError(undefined);
    const outcome = await run({
      title: t("sending"),
      busyText: t("sendingBusy"),
      task: async () => {
        const result = await publicPost("/auth/password/forgot", check.data);
        if (!result.ok) throw new Refused(result.message);
        return result.message;
      },
      failureOf: (failure) => {
        if (failure instanceof Refused) return { title: problem, message: failure.message };
        if (failure instanceof PublicRequestOffline) return { title: shell("offlineTitle"), message: shell("offline"), tone: "offline" };
        return { title: problem, message: t("failed") };
      },
      returnFocus: () => submitRef.current,
    });
    if (outcome.status === "done") setAnswer(outcome.value);
  };

  if (answer !== null) {
    return (
      <div className="mt-8 space-y-5 text-center" role="status">
        <CheckCircleIcon className="mx-auto size-10 text-emerald-600" aria-hidden="true" />
        <p className="text-sm font-medium text-slate-900">{answer || (mailDelivers ? t("answer") : t("answerNoMail"))}</p>
        <p className="text-sm text-slate-600">{t("where", { mail: mailDelivers ? "yes" : "no", minutes: PASSWORD_RESET_MINUTES })}</p>
        <Link href="/login" className="inline-block text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline">
          {t("back")}
        </Link>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="mt-8 space-y-5">
      <TextField id="email" label={signIn("email")} type="email" autoComplete="username" autoFocus required name="email" error={error} />
      <Button ref={submitRef} type="submit" className="h-11 w-full">
        {t("submit")}
      </Button>
      <div className="text-center">
        <Link href="/login" className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline">
          {t("back")}
        </Link>
      </div>
    </form>
  );
}
