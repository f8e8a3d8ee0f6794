import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AuthFrame } from "@/components/auth/auth-frame";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { IconSprite } from "@/components/ui/icon-sprite";
import { SecuritySetup } from "@/components/users/sign-in-security/security-setup";
import { getPageSession } from "@/server/auth/page-session";
import { toUserInfo } from "@/server/users/user-info";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.setup");
  return { title: t("pageTitle") };
}

/**
 * Where a person the agency's policy requires a second step of, and who has none yet, lands after the password
 * (PRODUCT.md#sign-in-security): the profile's set-up, outside the console (every other page sends them here),
 * with Sign out, and Continue to the dashboard once one is set up.
 */
export default async function SecuritySetupPage() {
  // Not requirePageSession: it sends a person who must still set up a second step here.
  const session = await getPageSession();
  if (!session) redirect("/login?expired=1");
  const user = toUserInfo(session.user);
  const t = await getTranslations("auth.setup");
  return (
    <AuthFrame wide title={t("title")} lead={t("lead")}>
      <IconSprite />
      <ScreenMessages namespaces={["api", "users"]}>
        <SecuritySetup email={user.email} />
      </ScreenMessages>
    </AuthFrame>
  );
}
