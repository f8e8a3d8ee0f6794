"use client";

import { ShieldCheckIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { AuthenticatorCard } from "./authenticator-card";
import { BackupCodesCard } from "./backup-codes-card";
import { PasskeysCard } from "./passkeys-card";
import { useSecondFactor } from "./second-factor-data";

/**
 * Sign-in security (PRODUCT.md#sign-in-security): the person's second step after
 * the password — passkeys, an authenticator app, and the backup codes that come
 * with them — one card each. On the profile and on /security-setup.
 */
export function SignInSecuritySection({ email }: { email: string }) {
  const t = useTranslations("users");
  const { data, error, mutate } = useSecondFactor();
  const onChanged = () => mutate();

  return (
    <section aria-labelledby="sign-in-security-heading" className="space-y-4">
      <div>
        <h2 id="sign-in-security-heading" className="text-base font-semibold text-slate-900">
          {t("security.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("security.lead")}</p>
        {data?.required && (
          <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-100">
            <ShieldCheckIcon className="size-4" aria-hidden="true" />
            {t("security.required")}
          </p>
        )}
      </div>
      {error && !data ? (
        <div className="rounded-xl bg-white p-5 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">
          <p>{t("security.loadFailed")}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void mutate()}>
            {t("security.tryAgain")}
          </Button>
        </div>
      ) : !data ? (
        <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
          <div className="h-40 animate-pulse rounded-xl bg-slate-100 lg:col-span-2" />
          <div className="h-40 animate-pulse rounded-xl bg-slate-100" />
          <div className="h-40 animate-pulse rounded-xl bg-slate-100" />
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="lg:col-span-2">
            <PasskeysCard status={data} email={email} onChanged={onChanged} />
          </div>
          <AuthenticatorCard status={data} email={email} onChanged={onChanged} />
          <BackupCodesCard status={data} email={email} onChanged={onChanged} />
        </div>
      )}
    </section>
  );
}
