import { UserCircleIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { NotificationSettingsCard } from "@/components/users/notification-settings-card";
import { PreferencesCard } from "@/components/users/preferences-card";
import { SignInSecuritySection } from "@/components/users/sign-in-security/sign-in-security-section";
import { UserIdentity } from "@/components/users/user-identity";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { ROLE_LABELS } from "@/lib/domain/enums";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";
import { toUserInfo } from "@/server/users/user-info";

export const metadata: Metadata = { title: "Your profile" };

/** The signed-in person's own page (every role): who they are, their preferences, what the console e-mails them, and their sign-in security. */
export default async function ProfilePage() {
  const session = await requirePageSession();
  const user = toUserInfo(session.user);
  const name = `${user.firstName} ${user.lastName}`;
  const timeZone = env().APP_TIME_ZONE;
  const zoneName =
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "long" })
      .formatToParts(new Date())
      .find((part) => part.type === "timeZoneName")?.value ?? timeZone;

  return (
    <div className="max-w-4xl">
      <PageHeader
        title="Your profile"
        icon={UserCircleIcon}
        subtitle="Who you are in the console, what it e-mails you, and how you sign in."
      />
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="space-y-6 self-start lg:col-span-2">
          <Card title="You">
            <UserIdentity user={user} name={name} lines={[user.email, ROLE_LABELS[user.role]]} />
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
  );
}
