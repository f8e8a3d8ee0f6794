"use client";

import { KeyIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { DialogsProvider, useDialogs } from "@/components/ui/dialogs";
import { TextField } from "@/components/ui/text-field";
import { passkeySignInOptions, signInWithCredentials, signInWithPasskey, type SecondFactorChallenge } from "@/lib/client/browser-session";
import { askForPasskey, browserSupportsWebAuthnAutofill, cancelPasskeyRequest } from "@/lib/client/passkeys";
import { checkSignIn, type SignInErrors, type SignInInput } from "@/lib/schemas/sign-in-rules";
import { SecondStepForm } from "./second-step-form";
import { useSignInRun } from "./use-sign-in-run";

/** The sign-in screen's steps (the password, then a second step when the person has one), with the one dialog they use. */
export function SignIn({ returnTo = "/dashboard" }: { returnTo?: string }) {
  return (
    <DialogsProvider>
      <SignInSteps returnTo={returnTo} />
    </DialogsProvider>
  );
}

function SignInSteps({ returnTo }: { returnTo: string }) {
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const [restartNotice, setRestartNotice] = useState<string | null>(null);
  if (challenge) {
    return (
      <SecondStepForm
        challenge={challenge}
        returnTo={returnTo}
        onRestart={(notice) => {
          setRestartNotice(notice);
          setChallenge(null);
        }}
      />
    );
  }
  return (
    <SignInForm
      returnTo={returnTo}
      notice={restartNotice}
      onSecondStep={(next) => {
        setRestartNotice(null);
        setChallenge(next);
      }}
    />
  );
}

const valuesOf = (form: HTMLFormElement): SignInInput => {
  const data = new FormData(form);
  return { email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") };
};

/**
 * PRODUCT.md#sign-in: 'Your e-mail', 'Password', SIGN IN. While signing in the
 * dialog shows a spinner and a status; a refused sign-in shows the server's
 * message under 'Problem', an unreachable server 'Offline'; Ok returns to the
 * form. A person with a second step is asked for it next (SecondStepForm). A passkey
 * alone also signs in: "Sign in with a passkey", or the browser's passkey autofill
 * on the e-mail field. After a session ended, sign-in returns to the page it ended on
 * (`returnTo`, already checked by lib/return-path.ts), else the Dashboard.
 *
 * The API's rules, checked by `checkSignIn` (lib/schemas/sign-in-rules.ts, the
 * rules `signInSchema` is built from) as the other forms' resolver would: on
 * submit (focus goes to the first invalid field), then on every change of a field.
 */
function SignInForm({
  returnTo,
  notice,
  onSecondStep,
}: {
  returnTo: string;
  /** Why the person is back at the password (the second step expired). */
  notice: string | null;
  onSecondStep: (challenge: SecondFactorChallenge) => void;
}) {
  const { alert } = useDialogs();
  const t = useTranslations("auth.signIn");
  const run = useTranslations("auth.run");
  const signInRun = useSignInRun(returnTo);
  const submitRef = useRef<HTMLButtonElement>(null);
  const passkeyRef = useRef<HTMLButtonElement>(null);
  const submitted = useRef(false);
  const [errors, setErrors] = useState<SignInErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const form = event.currentTarget;
    const check = checkSignIn(valuesOf(form));
    if (!check.ok) {
      setErrors(check.errors);
      const first = check.errors.email ? "email" : "password";
      (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setErrors({});
    void signIn(check.value);
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const field = (event.target as HTMLInputElement).name as keyof SignInInput;
    if (!submitted.current || (field !== "email" && field !== "password")) return;
    const check = checkSignIn(valuesOf(event.currentTarget));
    setErrors((current) => ({ ...current, [field]: check.ok ? undefined : check.errors[field] }));
  };

  const signIn = async ({ email, password }: SignInInput) => {
    const answer = await signInRun(t("busy"), () => signInWithCredentials(email, password), {
      returnFocus: () => submitRef.current,
    });
    if (answer?.kind === "second-factor") onSecondStep(answer.challenge);
  };

  const finishWithPasskey = async (response: Awaited<ReturnType<typeof askForPasskey>>, returnFocus: () => HTMLElement | null) => {
    if (!response) return;
    await signInRun(t("busyPasskey"), () => signInWithPasskey(response), { returnFocus });
  };

  /** "Sign in with a passkey": the browser asks which passkey, then the server checks it. */
  const signInWithAPasskey = async () => {
    try {
      await finishWithPasskey(await askForPasskey(await passkeySignInOptions()), () => passkeyRef.current);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : run("failed");
      await alert({ title: run("problem"), message, tone: "warning", returnFocus: () => passkeyRef.current });
    }
  };

  // The browser's passkey autofill on the e-mail field (conditional mediation), for as long as the form is shown.
  const finishFromAutofill = useEffectEvent((response: Awaited<ReturnType<typeof askForPasskey>>) =>
    finishWithPasskey(response, () => submitRef.current),
  );
  useEffect(() => {
    let live = true;
    void (async () => {
      if (!(await browserSupportsWebAuthnAutofill())) return;
      const options = await passkeySignInOptions();
      if (!live) return;
      const response = await askForPasskey(options, true);
      if (live && response) await finishFromAutofill(response);
    })().catch(() => undefined);
    return () => {
      live = false;
      cancelPasskeyRequest();
    };
  }, []);

  return (
    // method="post": a submit before the page has hydrated reloads /login instead of putting the e-mail address and
    // password into the address bar, the history and the server's logs (a GET form's default).
    <form method="post" onSubmit={onSubmit} onChange={onChange} noValidate className="mt-8 space-y-5">
      {notice && (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-800 ring-1 ring-amber-200">
          {notice}
        </p>
      )}
      <TextField
        id="email"
        label={t("email")}
        type="email"
        autoComplete="username webauthn"
        autoFocus
        required
        name="email"
        error={errors.email}
      />
      <TextField
        id="password"
        label={t("password")}
        type="password"
        autoComplete="current-password"
        required
        name="password"
        error={errors.password}
      />
      <Button ref={submitRef} type="submit" className="h-11 w-full">
        {t("submit")}
      </Button>
      <div className="flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {t("or")}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button ref={passkeyRef} variant="secondary" className="h-11 w-full" onClick={() => void signInWithAPasskey()}>
        <KeyIcon className="size-4" aria-hidden="true" />
        {t("passkey")}
      </Button>
      <div className="text-center">
        <Link href="/forgot-password" className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline">
          {t("forgot")}
        </Link>
      </div>
    </form>
  );
}
