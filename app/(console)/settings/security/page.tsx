import { ShieldCheckIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { SecuritySettings } from "@/components/security-settings/security-settings-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession, SECURITY_SETTINGS_ACCESS } from "@/server/auth/page-session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("securitySettings");
  return { title: t("pageTitle") };
}

/** Who must use a second sign-in step (admins; PRODUCT.md#sign-in-security "Policy"). */
export default async function SecuritySettingsPage() {
  await requirePageSession(SECURITY_SETTINGS_ACCESS);
  const t = await getTranslations("securitySettings");
  return (
    <div className="max-w-4xl">
      <PageHeader title={t("pageTitle")} icon={ShieldCheckIcon} subtitle={t("subtitle")} />
      <ScreenMessages namespaces={["api", "securitySettings"]}>
        <SecuritySettings />
      </ScreenMessages>
    </div>
  );
}
