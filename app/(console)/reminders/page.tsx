import { BellAlertIcon } from "@heroicons/react/24/outline";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { ReminderDirectory } from "@/components/reminders/reminder-directory";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";

export async function generateMetadata() {
  const t = await getTranslations("reminders");
  return { title: t("title") };
}

export default async function RemindersPage() {
  const session = await requirePageSession();
  const t = await getTranslations("reminders");
  return (
    <>
      <PageHeader
        title={t("title")}
        icon={BellAlertIcon}
        subtitle={t("subtitle")}
        addHref="/reminders/reminder-details"
        addLabel={t("new")}
      />
      <ScreenMessages namespaces={["finder", "reminders"]}>
        <ReminderDirectory userId={session.user.id} timeZone={env().APP_TIME_ZONE} />
      </ScreenMessages>
    </>
  );
}
