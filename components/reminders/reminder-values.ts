import { wallClockOf } from "@/lib/domain/agency-time";
import { toTwelveHour, type AmPm } from "@/lib/domain/time-of-day";
import type { Reminder, ReminderFormOutput, ReminderFormValues } from "@/lib/schemas/reminder";

/** The reminder form's values: empty, from a stored reminder, and as the API's body. */
export const EMPTY_REMINDER: ReminderFormValues = {
  name: "",
  propertyRef: "",
  date: "",
  time: "",
  amPM: "",
  frequency: "none",
  dayOfWeek: null,
  notes: "",
};

/** Update mode: the date, time and AM/PM come from the stored date-time (PRODUCT.md#reminders), on the agency's clock. */
export function reminderFormValues(reminder: Reminder, timeZone: string): ReminderFormValues {
  const { date, hours, minutes } = wallClockOf(reminder.dateTime, timeZone);
  const { time, amPM } = toTwelveHour(hours, minutes);
  return {
    name: reminder.name,
    propertyRef: reminder.propertyRef,
    date,
    time,
    amPM,
    frequency: reminder.isReoccuring ? reminder.frequency : "none",
    dayOfWeek: reminder.dayOfWeek,
    notes: reminder.notes,
  };
}

/** The API body: the date alone (the time and AM/PM give the time of day); isReoccuring follows the frequency. */
export function reminderBodyOf(values: ReminderFormOutput) {
  return {
    name: values.name,
    propertyRef: values.propertyRef,
    dateTime: values.date,
    time: values.time,
    amPM: values.amPM as AmPm,
    isReoccuring: values.frequency !== "none",
    frequency: values.frequency,
    dayOfWeek: values.frequency === "weekly" ? values.dayOfWeek : null,
    notes: values.notes,
  };
}
