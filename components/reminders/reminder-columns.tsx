import { fullName } from "@/lib/domain/people";
import type { DataColumn } from "@/components/ui/data-column";
import type { ListSort } from "@/lib/schemas/search";
import type { Reminder } from "@/lib/schemas/reminder";
import type { Language } from "@/lib/i18n/languages";
import type { useTranslations } from "next-intl";
import { formatReminderDateTime, frequencyValues } from "./reminder-format";

/** The reminders table: what, for which listing and specialist, how often, and when it next happens (kept on phones). */
export function reminderColumns(
  timeZone: string,
  language: Language,
  t: ReturnType<typeof useTranslations<"reminders">>,
): DataColumn<Reminder, ListSort<"reminders">>[] {
  return [
    { id: "name", header: t("columns.reminder"), sort: "name", render: (reminder) => reminder.name },
    {
      id: "listing",
      header: t("columns.listing"),
      sort: "property.propertyName",
      priority: 2,
      fill: true,
      text: (reminder) => reminder.property.propertyName,
    },
    {
      id: "specialist",
      header: t("columns.specialist"),
      priority: 3,
      render: (reminder) => (reminder.propertySpecialist ? fullName(reminder.propertySpecialist) : "—"),
    },
    {
      id: "frequency",
      header: t("columns.repeats"),
      sort: "frequency",
      priority: 3,
      render: (reminder) => t("frequency", frequencyValues(reminder.frequency, reminder.dayOfWeek)),
    },
    {
      id: "next",
      header: t("columns.next"),
      sort: "nextOccurrence",
      render: (reminder) => (
        <span className="whitespace-nowrap tabular-nums">
          {reminder.nextOccurrence ? formatReminderDateTime(reminder.nextOccurrence, timeZone, language) : t("past")}
        </span>
      ),
    },
  ];
}
