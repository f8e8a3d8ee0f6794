import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { AuthFrame } from "@/components/auth/auth-frame";
import { SignIn } from "@/components/auth/sign-in-form";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { ForgetOfflineData } from "@/components/offline/forget-offline-data";
import { safeReturnPath } from "@/lib/return-path";
import { getPageSession } from "@/server/auth/page-session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.signIn");
  return { title: t("pageTitle") };
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ expired?: string; next?: string | string[] }> }) {
  const { expired, next } = await searchParams;
  // Only a path on this site (lib/return-path.ts); anything else is the Dashboard.
  const returnTo = safeReturnPath(next) ?? "/dashboard";
  if (await getPageSession()) redirect(returnTo);
  const t = await getTranslations("auth.signIn");

  return (
    <AuthFrame title={t("title")} lead={t("lead")}>
      <ForgetOfflineData />
      {expired === "1" && (
        <p role="status" className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-800 ring-1 ring-amber-200">
          {t("expired")}
        </p>
      )}
      <ScreenMessages namespaces={["api", "auth", "shell"]}>
        <SignIn returnTo={returnTo} />
      </ScreenMessages>
    </AuthFrame>
  );
}
