import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { BrandIcon } from "@/components/shell/brand-icon";

/** The brand over a signed-out page: the icon and "Agency Console", centred. */
export async function BrandLine({ className, iconClassName }: { className: string; iconClassName: string }) {
  const t = await getTranslations("shell");
  return (
    <div className={`flex items-center justify-center gap-2 ${className}`}>
      <BrandIcon className={`size-7 ${iconClassName}`} aria-hidden="true" />
      <span className="text-lg font-semibold tracking-wide">{t("appName")}</span>
    </div>
  );
}

/**
 * The signed-out pages' frame (sign-in, forgot and reset password; /security-setup, wide): the brand over one
 * white card.
 */
export function AuthFrame({ title, lead, wide = false, children }: { title: string; lead: string; wide?: boolean; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 px-4 py-12">
      <div className={wide ? "w-full max-w-4xl" : "w-full max-w-md"}>
        <BrandLine className="mb-8 text-white" iconClassName="text-brand-300" />
        <div
          className={
            wide
              ? "relative rounded-2xl bg-white px-4 py-8 shadow-2xl sm:px-8 sm:py-10"
              : "relative rounded-2xl bg-white px-8 py-10 shadow-2xl"
          }
        >
          <h1 className="text-center text-2xl font-bold tracking-[0.2em] text-slate-900">{title}</h1>
          <p className="mt-2 text-center text-sm text-slate-500">{lead}</p>
          {children}
        </div>
      </div>
    </main>
  );
}
