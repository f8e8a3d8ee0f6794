import { PencilSquareIcon } from "@heroicons/react/24/outline";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { ReminderForm } from "@/components/reminders/reminder-form";
import { PageHeader } from "@/components/ui/page-header";
import { agencyDay } from "@/lib/domain/agency-time";
import { env } from "@/server/env";
import { requirePageSession } from "@/server/auth/page-session";
import { loadOrNotFound } from "@/server/pages";
import { getReminder } from "@/server/reminders/get-reminder";

export async function generateMetadata() {
  const t = await getTranslations("reminders");
  return { title: t("edit") };
}

export default async function EditReminderPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const t = await getTranslations("reminders");
  const reminder = await loadOrNotFound((await params).id, (id) => getReminder(id));
  return (
    <>
      <PageHeader title={t("editNamed", { name: reminder.name })} icon={PencilSquareIcon} subtitle={t("form.required")} />
      <ScreenMessages namespaces={["api", "reminders"]}>
        <ReminderForm reminder={reminder} today={agencyDay(new Date(), env().APP_TIME_ZONE).date} />
      </ScreenMessages>
    </>
  );
}
