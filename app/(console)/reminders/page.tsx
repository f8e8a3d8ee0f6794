import { BellAlertIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { ReminderDirectory } from "@/components/reminders/reminder-directory";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";

export const metadata: Metadata = { title: "Reminders" };

export default async function RemindersPage() {
  const session = await requirePageSession();
  return (
    <>
      <PageHeader
        title="Reminders"
        icon={BellAlertIcon}
        subtitle="What is due today and coming up"
        addHref="/reminders/reminder-details"
        addLabel="New reminder"
      />
      <ReminderDirectory userId={session.user.id} timeZone={env().APP_TIME_ZONE} />
    </>
  );
}
