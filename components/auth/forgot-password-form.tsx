"use client";

import { CheckCircleIcon } from "@heroicons/react/24/outline";
import Link from "next/link";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { DialogsProvider, useDialogs } from "@/components/ui/dialogs";
import { TextField } from "@/components/ui/text-field";
import { INTERCEPTOR_MESSAGES } from "@/lib/client/messages";
import { PublicRequestOffline, publicPost } from "@/lib/client/public-post";
import {
  FORGOT_PASSWORD_ANSWER,
  FORGOT_PASSWORD_ANSWER_NO_MAIL,
  PASSWORD_RESET_MINUTES,
  forgotPasswordSchema,
} from "@/lib/schemas/password-reset";

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
      title: "Sending",
      busyText: "Sending, please wait...",
      task: async () => {
        const result = await publicPost("/auth/password/forgot", check.data);
        if (!result.ok) throw new Refused(result.message);
        return result.message;
      },
      failureOf: (failure) => {
        if (failure instanceof Refused) return { title: "Problem", message: failure.message };
        if (failure instanceof PublicRequestOffline) return { title: "Offline", message: INTERCEPTOR_MESSAGES.offline, tone: "offline" };
        return { title: "Problem", message: "That did not work. Please try again." };
      },
      returnFocus: () => submitRef.current,
    });
    if (outcome.status === "done") setAnswer(outcome.value);
  };

  if (answer !== null) {
    return (
      <div className="mt-8 space-y-5 text-center" role="status">
        <CheckCircleIcon className="mx-auto size-10 text-emerald-600" aria-hidden="true" />
        <p className="text-sm font-medium text-slate-900">
          {answer || (mailDelivers ? FORGOT_PASSWORD_ANSWER : FORGOT_PASSWORD_ANSWER_NO_MAIL)}
        </p>
        <p className="text-sm text-slate-600">
          {mailDelivers
            ? "Look in your inbox (and its spam folder)."
            : "An administrator opens the Outbox, finds the Password reset message for your e-mail and gives you its link."}{" "}
          The link works once, for {PASSWORD_RESET_MINUTES} minutes.
        </p>
        <Link href="/login" className="inline-block text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline">
          Back to sign in
        </Link>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="mt-8 space-y-5">
      <TextField id="email" label="Your e-mail" type="email" autoComplete="username" autoFocus required name="email" error={error} />
      <Button ref={submitRef} type="submit" className="h-11 w-full">
        SEND THE LINK
      </Button>
      <div className="text-center">
        <Link href="/login" className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline">
          Back to sign in
        </Link>
      </div>
    </form>
  );
}
