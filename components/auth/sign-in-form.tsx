"use client";

import Link from "next/link";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { DialogsProvider, useDialogs } from "@/components/ui/dialogs";
import { TextField } from "@/components/ui/text-field";
import { ServerUnreachableError, signInWithCredentials } from "@/lib/client/browser-session";
import { hardNavigate } from "@/lib/client/hard-navigate";
import { INTERCEPTOR_MESSAGES } from "@/lib/client/messages";
import { checkSignIn, type SignInErrors, type SignInInput } from "@/lib/schemas/sign-in-rules";

/** A refused sign-in: the server's message for the 'Problem' dialog. */
class SignInRefused extends Error {}

/** The sign-in screen's form, with the one dialog it uses for its busy state and problems. */
export function SignIn({ returnTo = "/dashboard" }: { returnTo?: string }) {
  return (
    <DialogsProvider>
      <SignInForm returnTo={returnTo} />
    </DialogsProvider>
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
 * form. After a session ended, sign-in returns to the page it ended on
 * (`returnTo`, already checked by lib/return-path.ts), else the Dashboard.
 *
 * The API's rules, checked by `checkSignIn` (lib/schemas/sign-in-rules.ts, the
 * rules `signInSchema` is built from) as the other forms' resolver would: on
 * submit (focus goes to the first invalid field), then on every change of a field.
 */
function SignInForm({ returnTo }: { returnTo: string }) {
  const { run } = useDialogs();
  const submitRef = useRef<HTMLButtonElement>(null);
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
    await run({
      title: "Signing in",
      busyText: "Signing in, please wait...",
      task: async (progress) => {
        const problem = await signInWithCredentials(email, password);
        if (problem) throw new SignInRefused(problem);
        progress(returnTo === "/dashboard" ? "Loading your dashboard..." : "Returning to your page...");
        hardNavigate(returnTo);
        // The page is being replaced: stay busy until it is.
        await new Promise<never>(() => undefined);
      },
      failureOf: (error) => {
        if (error instanceof SignInRefused) return { title: "Problem", message: error.message };
        if (error instanceof ServerUnreachableError) return { title: "Offline", message: INTERCEPTOR_MESSAGES.offline, tone: "offline" };
        console.error("Sign-in failed", error);
        return { title: "Problem", message: "Sign-in failed. Please try again." };
      },
      returnFocus: () => submitRef.current,
    });
  };

  return (
    // method="post": a submit before the page has hydrated reloads /login instead of putting the e-mail address and
    // password into the address bar, the history and the server's logs (a GET form's default).
    <form method="post" onSubmit={onSubmit} onChange={onChange} noValidate className="mt-8 space-y-5">
      <TextField id="email" label="Your e-mail" type="email" autoComplete="username" autoFocus required name="email" error={errors.email} />
      <TextField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        name="password"
        error={errors.password}
      />
      <Button ref={submitRef} type="submit" className="h-11 w-full">
        SIGN IN
      </Button>
      <div className="text-center">
        <Link href="/forgot-password" className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline">
          Forgot your password?
        </Link>
      </div>
    </form>
  );
}
