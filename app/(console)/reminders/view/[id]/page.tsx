import { ArrowPathIcon, BellAlertIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import Link from "next/link";
import { RecordHistoryCard } from "@/components/history/record-history-card";
import { ReminderDeleteButton } from "@/components/reminders/reminder-delete-button";
import { formatReminderDateTime } from "@/components/reminders/reminder-format";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { frequencyLabel } from "@/lib/domain/enums";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";
import { loadOrNotFound } from "@/server/pages";
import { getReminder } from "@/server/reminders/get-reminder";

export const metadata: Metadata = { title: "Reminder" };

export default async function ReminderViewPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const reminder = await loadOrNotFound((await params).id, (id) => getReminder(id));
  const timeZone = env().APP_TIME_ZONE;
  const specialist = reminder.propertySpecialist ? `${reminder.propertySpecialist.firstName} ${reminder.propertySpecialist.lastName}` : "—";
  const showNext = reminder.isReoccuring && reminder.nextOccurrence && reminder.nextOccurrence !== reminder.dateTime;

  return (
    <>
      <PageHeader
        title={reminder.name}
        icon={BellAlertIcon}
        subtitle={reminder.property.propertyName}
        editHref={`/reminders/reminder-details/${reminder._id}`}
        actions={<ReminderDeleteButton reminderId={reminder._id} />}
      />
      <div className="grid gap-6 lg:grid-cols-5">
        <Card title="Details" className="lg:col-span-3">
          <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
            <Item label="Name">{reminder.name}</Item>
            <Item label="Listing">
              <Link href={`/listings/view/${reminder.propertyRef}`} className="font-medium text-brand-700 hover:underline">
                {reminder.property.propertyName}
              </Link>
            </Item>
            <Item label="Date and time">
              <span data-testid="reminder-date-time">{formatReminderDateTime(reminder.dateTime, timeZone)}</span>
            </Item>
            <Item label="Property specialist">{specialist}</Item>
            <Item label="Frequency">
              <span className="inline-flex items-center gap-1.5">
                {reminder.isReoccuring && <ArrowPathIcon className="size-4 text-slate-400" aria-hidden="true" />}
                {frequencyLabel(reminder.isReoccuring ? reminder.frequency : "none", reminder.dayOfWeek)}
              </span>
            </Item>
            {showNext && <Item label="Next">{formatReminderDateTime(reminder.nextOccurrence!, timeZone)}</Item>}
            {!reminder.nextOccurrence && <Item label="Status">Past</Item>}
          </dl>
        </Card>
        <Card title="Note" className="lg:col-span-2">
          <p className="whitespace-pre-line break-words text-sm leading-6 text-slate-700">{reminder.notes}</p>
        </Card>
      </div>
      <RecordHistoryCard entity="reminders" id={reminder._id} noun="this reminder" className="mt-6" />
    </>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}
