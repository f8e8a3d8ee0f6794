"use client";

import { CheckCircleIcon, ExclamationTriangleIcon } from "@heroicons/react/24/outline";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { DialogsProvider, useDialogs } from "@/components/ui/dialogs";
import { TextField } from "@/components/ui/text-field";
import { PublicRequestOffline, publicPost } from "@/lib/client/public-post";
import { resetPasswordFormSchema } from "@/lib/schemas/password-reset";

type Errors = { password?: string; confirm?: string };
class Refused extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[] | undefined>,
  ) {
    super(message);
  }
}

/**
 * The page a "Forgot your password?" e-mail opens. The token is in the
 * address's fragment (#token=…): read once, then taken out of the address
 * bar and the history, so it is never sent anywhere but the check and the
 * reset requests. As the page opens it asks whether the link is still good
 * (issue 44), so a used or expired link says so before a password is typed;
 * if the check cannot be made (offline), the form stays and the reset says.
 */
export function ResetPassword() {
  return (
    <DialogsProvider>
      <ResetPasswordForm />
    </DialogsProvider>
  );
}

function tokenFromFragment(): string {
  return new URLSearchParams(window.location.hash.replace(/^#/, "")).get("token") ?? "";
}

function ResetPasswordForm() {
  const { run } = useDialogs();
  const t = useTranslations("auth.reset");
  const problem = useTranslations("auth.run")("problem");
  const shell = useTranslations("shell.interceptor");
  const submitRef = useRef<HTMLButtonElement>(null);
  // undefined until the fragment is read (the server never sees it).
  const [token, setToken] = useState<string | undefined>();
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<"checking" | "form" | "invalid" | "done">("checking");
  const [message, setMessage] = useState("");

  useEffect(() => {
    const found = tokenFromFragment();
    if (window.location.hash) window.history.replaceState(window.history.state, "", window.location.pathname);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the fragment exists only in the browser
    setToken(found);
    if (!found) {
      setState("invalid");
      return;
    }
    let current = true;
    publicPost("/auth/password/reset/check", { token: found })
      .then((result) => (!result.ok && result.fieldErrors.token ? "invalid" : "form"))
      .catch(() => "form" as const)
      .then((next) => {
        if (current) setState((was) => (was === "checking" ? next : was));
      });
    return () => {
      current = false;
    };
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const check = resetPasswordFormSchema.safeParse(values);
    if (!check.success) {
      const found: Errors = {};
      for (const issue of check.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      (form.elements.namedItem(found.password ? "password" : "confirm") as HTMLInputElement | null)?.focus();
      return;
    }
    setErrors({});
    const outcome = await run({
      title: t("saving"),
      busyText: t("savingBusy"),
      task: async () => {
        const result = await publicPost("/auth/password/reset", { token, password: check.data.password });
        if (!result.ok) throw new Refused(result.message, result.fieldErrors);
        return result.message;
      },
      failureOf: (failure) => {
        if (failure instanceof Refused && failure.fieldErrors.token) return null;
        if (failure instanceof Refused) return { title: problem, message: failure.message };
        if (failure instanceof PublicRequestOffline) return { title: shell("offlineTitle"), message: shell("offline"), tone: "offline" };
        return { title: problem, message: t("failed") };
      },
      returnFocus: () => submitRef.current,
    });
    if (outcome.status === "done") {
      setMessage(outcome.value);
      setState("done");
    } else if (outcome.status === "failed" && outcome.error instanceof Refused && outcome.error.fieldErrors.token) {
      setState("invalid");
    }
  };

  if (state === "done") {
    return (
      <div className="mt-8 space-y-5 text-center" role="status">
        <CheckCircleIcon className="mx-auto size-10 text-emerald-600" aria-hidden="true" />
        <p className="text-sm font-medium text-slate-900">{message}</p>
        <p className="text-sm text-slate-600">{t("signedOutEverywhere")}</p>
        <Link href="/login" className="inline-block text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline">
          {t("signIn")}
        </Link>
      </div>
    );
  }
  if (state === "invalid") {
    return (
      <div className="mt-8 space-y-5 text-center" role="alert">
        <ExclamationTriangleIcon className="mx-auto size-10 text-amber-600" aria-hidden="true" />
        <p className="text-sm text-slate-700">{t("invalid")}</p>
        <Link href="/forgot-password" className="inline-block text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline">
          {t("askAgain")}
        </Link>
      </div>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="mt-8 space-y-5" aria-busy={state === "checking"}>
      <TextField
        id="password"
        label={t("password")}
        type="password"
        autoComplete="new-password"
        autoFocus
        required
        name="password"
        error={errors.password}
        hint={t("passwordHint")}
      />
      <TextField
        id="confirm"
        label={t("confirm")}
        type="password"
        autoComplete="new-password"
        required
        name="confirm"
        error={errors.confirm}
      />
      <Button ref={submitRef} type="submit" className="h-11 w-full" disabled={state === "checking"}>
        {t("submit")}
      </Button>
      {state === "checking" && (
        <p className="text-center text-sm text-slate-500" role="status">
          {t("checking")}
        </p>
      )}
    </form>
  );
}
