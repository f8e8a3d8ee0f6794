import { PencilSquareIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { ReminderForm } from "@/components/reminders/reminder-form";
import { PageHeader } from "@/components/ui/page-header";
import { agencyDay } from "@/lib/domain/agency-time";
import { env } from "@/server/env";
import { requirePageSession } from "@/server/auth/page-session";
import { loadOrNotFound } from "@/server/pages";
import { getReminder } from "@/server/reminders/get-reminder";

export const metadata: Metadata = { title: "Edit reminder" };

export default async function EditReminderPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const reminder = await loadOrNotFound((await params).id, (id) => getReminder(id));
  return (
    <>
      <PageHeader title={`Edit ${reminder.name}`} icon={PencilSquareIcon} subtitle="Fields marked with * are required" />
      <ReminderForm reminder={reminder} today={agencyDay(new Date(), env().APP_TIME_ZONE).date} />
    </>
  );
}
