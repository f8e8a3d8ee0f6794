import { UserCircleIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { NotificationSettingsCard } from "@/components/users/notification-settings-card";
import { PreferencesCard } from "@/components/users/preferences-card";
import { SignInSecuritySection } from "@/components/users/sign-in-security/sign-in-security-section";
import { UserIdentity } from "@/components/users/user-identity";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { intlLocale } from "@/lib/i18n/languages";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";
import { pageLanguage } from "@/server/i18n/request";
import { toUserInfo } from "@/server/users/user-info";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile");
  return { title: t("title") };
}

/** The signed-in person's own page (every role): who they are, their preferences, what the console e-mails them, and their sign-in security. */
export default async function ProfilePage() {
  const session = await requirePageSession();
  const user = toUserInfo(session.user);
  const name = `${user.firstName} ${user.lastName}`;
  const t = await getTranslations("profile");
  const role = (await getTranslations("enums"))(`role.${user.role}`);
  const language = await pageLanguage();
  const timeZone = env().APP_TIME_ZONE;
  const zoneName =
    new Intl.DateTimeFormat(intlLocale(language), { timeZone, timeZoneName: "long" })
      .formatToParts(new Date())
      .find((part) => part.type === "timeZoneName")?.value ?? timeZone;

  return (
    <ScreenMessages namespaces={["api", "profile", "users"]}>
      <div className="max-w-4xl">
        <PageHeader title={t("title")} icon={UserCircleIcon} subtitle={t("subtitle")} />
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="space-y-6 self-start lg:col-span-2">
            <Card title={t("you")}>
              <UserIdentity user={user} name={name} lines={[user.email, role]} />
            </Card>
            <PreferencesCard preferences={{ language: user.language }} />
          </div>
          <div className="lg:col-span-3">
            <NotificationSettingsCard email={user.email} zoneName={zoneName} />
          </div>
        </div>
        <div className="mt-8">
          <SignInSecuritySection email={user.email} />
        </div>
      </div>
    </ScreenMessages>
  );
}
