import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthFrame } from "@/components/auth/auth-frame";
import { ResetPassword } from "@/components/auth/reset-password-form";
import { ScreenMessages } from "@/components/i18n/screen-messages";

// The link's token is in the fragment, which no request carries; no-referrer all the same.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.reset");
  return { title: t("pageTitle"), robots: { index: false }, referrer: "no-referrer" };
}

/** Where a "Forgot your password?" e-mail's link lands (public): the new password, twice. */
export default async function ResetPasswordPage() {
  const t = await getTranslations("auth.reset");
  return (
    <AuthFrame title={t("title")} lead={t("lead")}>
      <ScreenMessages namespaces={["api", "auth", "shell"]}>
        <ResetPassword />
      </ScreenMessages>
    </AuthFrame>
  );
}
