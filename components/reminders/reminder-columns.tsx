import { fullName } from "@/lib/domain/people";
import type { DataColumn } from "@/components/ui/data-column";
import type { ListSort } from "@/lib/schemas/search";
import { frequencyLabel } from "@/lib/domain/enums";
import type { Reminder } from "@/lib/schemas/reminder";
import { formatReminderDateTime } from "./reminder-format";

/** The reminders table: what, for which listing and specialist, how often, and when it next happens (kept on phones). */
export function reminderColumns(timeZone: string): DataColumn<Reminder, ListSort<"reminders">>[] {
  return [
    { id: "name", header: "Reminder", sort: "name", render: (reminder) => reminder.name },
    {
      id: "listing",
      header: "Listing",
      sort: "property.propertyName",
      priority: 2,
      fill: true,
      text: (reminder) => reminder.property.propertyName,
    },
    {
      id: "specialist",
      header: "Specialist",
      priority: 3,
      render: (reminder) => (reminder.propertySpecialist ? fullName(reminder.propertySpecialist) : "—"),
    },
    {
      id: "frequency",
      header: "Repeats",
      sort: "frequency",
      priority: 3,
      render: (reminder) => frequencyLabel(reminder.frequency, reminder.dayOfWeek),
    },
    {
      id: "next",
      header: "Next",
      sort: "nextOccurrence",
      render: (reminder) => (
        <span className="whitespace-nowrap tabular-nums">
          {reminder.nextOccurrence ? formatReminderDateTime(reminder.nextOccurrence, timeZone) : "Past"}
        </span>
      ),
    },
  ];
}
