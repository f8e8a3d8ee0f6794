"use client";

import { FailureLine } from "@/components/forms/dialog-form";
import { ArrowLeftIcon, KeyIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useDialogs } from "@/components/ui/dialogs";
import { TextField } from "@/components/ui/text-field";
import { finishSignIn, type SecondFactorChallenge, type SignInAnswer } from "@/lib/client/browser-session";
import { askForPasskey } from "@/lib/client/passkeys";
import { BACKUP_CODE_PATTERN, normalizeCode, TOTP_CODE_PATTERN } from "@/lib/domain/second-factor";
import { useSignInRun } from "./use-sign-in-run";

type CodeKind = "app" | "backup";

/** Each kind of code's pattern; its words are the messages `auth.secondStep.<kind>.*`. */
const CODE_PATTERNS: Record<CodeKind, RegExp> = { app: TOTP_CODE_PATTERN, backup: BACKUP_CODE_PATTERN };

const linkClasses =
  "rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500";

/**
 * The second step of signing in (PRODUCT.md#sign-in-security), after a password
 * the server accepted for a person with a second factor: "Use your passkey", or
 * a 6-digit code from the authenticator app, or one of the backup codes. No
 * session exists until one of them is accepted. A wrong code is said under the
 * field (the step stays usable); an expired step goes back to the password
 * (`onRestart` with the server's message).
 */
export function SecondStepForm({
  challenge,
  returnTo,
  onRestart,
}: {
  challenge: SecondFactorChallenge;
  returnTo: string;
  onRestart: (notice: string | null) => void;
}) {
  const { methods, challengeToken, passkeyOptions } = challenge;
  const hasPasskey = methods.includes("passkey") && Boolean(passkeyOptions);
  const codeKinds: CodeKind[] = [
    ...(methods.includes("totp") ? (["app"] as const) : []),
    ...(methods.includes("backup_code") ? (["backup"] as const) : []),
  ];
  const [codeKind, setCodeKind] = useState<CodeKind | null>(
    hasPasskey ? (codeKinds.includes("app") ? "app" : null) : (codeKinds[0] ?? null),
  );
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | undefined>();
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const signInRun = useSignInRun(returnTo);
  const { alert } = useDialogs();
  const t = useTranslations("auth.secondStep");
  const run = useTranslations("auth.run");
  const passkeyRef = useRef<HTMLButtonElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  // The first way in takes focus once the password form and the busy panel have gone.
  useEffect(() => {
    const frame = requestAnimationFrame(() => (passkeyRef.current ?? codeRef.current)?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const unfinished = (answer: Exclude<SignInAnswer, { kind: "signed-in" }> | null): string | null => {
    if (!answer || answer.kind !== "refused") return null;
    if (answer.expired) {
      onRestart(answer.message);
      return null;
    }
    return answer.message;
  };

  const confirmWithPasskey = async () => {
    setPasskeyError(null);
    try {
      const response = await askForPasskey(passkeyOptions!);
      if (!response) return;
      const problem = unfinished(
        await signInRun(t("checkingPasskey"), () => finishSignIn(challengeToken, { passkey: response }), {
          showRefusal: false,
          returnFocus: () => passkeyRef.current,
        }),
      );
      if (problem) setPasskeyError(problem);
    } catch (error) {
      await alert({ title: run("problem"), message: error instanceof Error ? error.message : String(error), tone: "warning" });
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!codeKind) return;
    const typed = normalizeCode(code);
    if (!CODE_PATTERNS[codeKind].test(typed)) {
      setCodeError(t(`${codeKind}.invalid`));
      codeRef.current?.focus();
      return;
    }
    setCodeError(undefined);
    const problem = unfinished(
      await signInRun(t("checkingCode"), () => finishSignIn(challengeToken, { code: typed }), {
        showRefusal: false,
        returnFocus: () => codeRef.current,
      }),
    );
    if (problem) {
      setCodeError(problem);
      requestAnimationFrame(() => codeRef.current?.select());
    }
  };

  const switchTo = (kind: CodeKind) => {
    setCodeKind(kind);
    setCode("");
    setCodeError(undefined);
    requestAnimationFrame(() => codeRef.current?.focus());
  };
  const otherKinds = codeKinds.filter((kind) => kind !== codeKind);
  const texts = codeKind ? { label: t(`${codeKind}.label`), hint: t(`${codeKind}.hint`) } : null;

  return (
    <div className="mt-8 space-y-5">
      <div>
        <h2 className="text-base font-semibold text-slate-900">{t("title")}</h2>
        <p className="mt-1 text-sm text-slate-600">{t("lead")}</p>
      </div>
      {hasPasskey && (
        <div className="space-y-2">
          <Button ref={passkeyRef} className="h-11 w-full" onClick={() => void confirmWithPasskey()}>
            <KeyIcon className="size-4" aria-hidden="true" />
            {t("passkey")}
          </Button>
          <FailureLine message={passkeyError} />
        </div>
      )}
      {hasPasskey && texts && (
        <div className="flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-slate-500" aria-hidden="true">
          <span className="h-px flex-1 bg-slate-200" />
          {t("or")}
          <span className="h-px flex-1 bg-slate-200" />
        </div>
      )}
      {texts && codeKind && (
        <form method="post" onSubmit={(event) => void submitCode(event)} noValidate className="space-y-4">
          <TextField
            ref={codeRef}
            id="second-step-code"
            name="code"
            label={texts.label}
            hint={texts.hint}
            error={codeError}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            required
            autoComplete={codeKind === "app" ? "one-time-code" : "off"}
            inputMode={codeKind === "app" ? "numeric" : "text"}
            maxLength={codeKind === "app" ? 6 : 11}
            spellCheck={false}
            autoCapitalize="off"
            className={codeKind === "app" ? "font-mono tracking-widest" : "font-mono"}
          />
          <Button type="submit" variant={hasPasskey ? "secondary" : "primary"} className="h-11 w-full">
            {t("verify")}
          </Button>
        </form>
      )}
      <div className="flex flex-col items-center gap-3">
        {otherKinds.map((kind) => (
          <button key={kind} type="button" className={linkClasses} onClick={() => switchTo(kind)}>
            {t(`${kind}.switchTo`)}
          </button>
        ))}
        <button type="button" className={`${linkClasses} inline-flex items-center gap-1`} onClick={() => onRestart(null)}>
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          {t("back")}
        </button>
      </div>
    </div>
  );
}
