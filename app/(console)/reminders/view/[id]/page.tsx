import { ArrowPathIcon, BellAlertIcon } from "@heroicons/react/24/outline";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { RecordHistoryCard } from "@/components/history/record-history-card";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { ReminderDeleteButton } from "@/components/reminders/reminder-delete-button";
import { formatReminderDateTime, frequencyValues } from "@/components/reminders/reminder-format";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";
import { pageLanguage } from "@/server/i18n/request";
import { loadOrNotFound } from "@/server/pages";
import { getReminder } from "@/server/reminders/get-reminder";

export async function generateMetadata() {
  const t = await getTranslations("reminders");
  return { title: t("view.title") };
}

export default async function ReminderViewPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const reminder = await loadOrNotFound((await params).id, (id) => getReminder(id));
  const timeZone = env().APP_TIME_ZONE;
  const [t, language] = await Promise.all([getTranslations("reminders"), pageLanguage()]);
  const specialist = reminder.propertySpecialist ? `${reminder.propertySpecialist.firstName} ${reminder.propertySpecialist.lastName}` : "—";
  const showNext = reminder.isReoccuring && reminder.nextOccurrence && reminder.nextOccurrence !== reminder.dateTime;

  return (
    <>
      <PageHeader
        title={reminder.name}
        icon={BellAlertIcon}
        subtitle={reminder.property.propertyName}
        editHref={`/reminders/reminder-details/${reminder._id}`}
        actions={
          <ScreenMessages namespaces={["reminders"]}>
            <ReminderDeleteButton reminderId={reminder._id} />
          </ScreenMessages>
        }
      />
      <div className="grid gap-6 lg:grid-cols-5">
        <Card title={t("view.details")} className="lg:col-span-3">
          <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
            <Item label={t("view.name")}>{reminder.name}</Item>
            <Item label={t("view.listing")}>
              <Link href={`/listings/view/${reminder.propertyRef}`} className="font-medium text-brand-700 hover:underline">
                {reminder.property.propertyName}
              </Link>
            </Item>
            <Item label={t("view.dateTime")}>
              <span data-testid="reminder-date-time">{formatReminderDateTime(reminder.dateTime, timeZone, language)}</span>
            </Item>
            <Item label={t("view.specialist")}>{specialist}</Item>
            <Item label={t("view.frequency")}>
              <span className="inline-flex items-center gap-1.5">
                {reminder.isReoccuring && <ArrowPathIcon className="size-4 text-slate-400" aria-hidden="true" />}
                {t("frequency", frequencyValues(reminder.isReoccuring ? reminder.frequency : "none", reminder.dayOfWeek))}
              </span>
            </Item>
            {showNext && <Item label={t("view.next")}>{formatReminderDateTime(reminder.nextOccurrence!, timeZone, language)}</Item>}
            {!reminder.nextOccurrence && <Item label={t("view.status")}>{t("past")}</Item>}
          </dl>
        </Card>
        <Card title={t("view.note")} className="lg:col-span-2">
          <p className="whitespace-pre-line break-words text-sm leading-6 text-slate-700">{reminder.notes}</p>
        </Card>
      </div>
      <ScreenMessages namespaces={["history"]}>
        <RecordHistoryCard entity="reminders" id={reminder._id} noun={t("view.historyNoun")} className="mt-6" />
      </ScreenMessages>
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
