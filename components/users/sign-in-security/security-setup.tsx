"use client";

import { ArrowRightIcon, CheckCircleIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogsProvider } from "@/components/ui/dialogs";
import { ToastProvider } from "@/components/ui/toasts";
import { hardNavigate } from "@/lib/client/hard-navigate";
import { signOut } from "@/lib/client/sign-out";
import { useSecondFactor } from "./second-factor-data";
import { SignInSecuritySection } from "./sign-in-security-section";

/** /security-setup's content: the profile's Sign-in security, Sign out, and the way on once a second step exists. */
export function SecuritySetup({ email }: { email: string }) {
  return (
    <ToastProvider>
      <DialogsProvider>
        <SecuritySetupSteps email={email} />
      </DialogsProvider>
    </ToastProvider>
  );
}

function SecuritySetupSteps({ email }: { email: string }) {
  const t = useTranslations("users");
  const { data } = useSecondFactor();
  const [leaving, setLeaving] = useState(false);
  const done = Boolean(data && !data.setupRequired);

  const leave = async () => {
    setLeaving(true);
    await signOut().catch(() => undefined);
    hardNavigate("/login");
  };

  return (
    <div className="mt-8 space-y-8 text-left">
      <SignInSecuritySection email={email} />
      <div className="flex flex-col-reverse gap-4 border-t border-slate-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={() => void leave()} disabled={leaving} aria-busy={leaving}>
          {t("security.signOut")}
        </Button>
        <div role="status" className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {done ? (
            <>
              <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-800">
                <CheckCircleIcon className="size-4" aria-hidden="true" />
                {t("security.setUp")}
              </p>
              <Button className="h-11" onClick={() => hardNavigate("/dashboard")}>
                {t("security.continue")}
                <ArrowRightIcon className="size-4" aria-hidden="true" />
              </Button>
            </>
          ) : (
            <p className="text-sm text-slate-600">{t("security.addOne")}</p>
          )}
        </div>
      </div>
    </div>
  );
}
