import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthFrame } from "@/components/auth/auth-frame";
import { ForgotPassword } from "@/components/auth/forgot-password-form";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { mailDelivers } from "@/server/mail/mail-config";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.forgot");
  return { title: t("pageTitle"), robots: { index: false } };
}

/**
 * "Forgot your password?" (issue 29 §3.4): public; the same answer for every address. With no mail server set up
 * (issue 44) it says from the start that an administrator finds the link in the Outbox.
 */
export default async function ForgotPasswordPage() {
  const delivers = mailDelivers();
  const t = await getTranslations("auth.forgot");
  return (
    <AuthFrame title={t("title")} lead={delivers ? t("lead") : t("leadNoMail")}>
      <ScreenMessages namespaces={["api", "auth", "shell"]}>
        <ForgotPassword mailDelivers={delivers} />
      </ScreenMessages>
    </AuthFrame>
  );
}
