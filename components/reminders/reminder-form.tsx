"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormActions } from "@/components/forms/form-actions";
import { FormSection } from "@/components/forms/form-section";
import { CreatedPanel, UpdatedPanel } from "@/components/forms/saved-panel";
import { registerOrUpdate, SAVE_FORM_OPTIONS, saveTexts, useSaveFlow } from "@/components/forms/use-save-flow";
import { useAgencyTimeZone } from "@/components/shell/agency-time-zone";
import { ListingPickerField } from "@/components/pickers/listing-picker-field";
import { SelectField, TextAreaField, TextField } from "@/components/ui/text-field";
import { instantOf, zoneAbbreviation } from "@/lib/domain/agency-time";
import { DAY_OF_WEEK_LABELS, DAYS_OF_WEEK, FREQUENCY_LABELS, REMINDER_FREQUENCIES } from "@/lib/domain/enums";
import { AM_PM, maskTime } from "@/lib/domain/time-of-day";
import { reminderFormSchema, type Reminder, type ReminderFormOutput, type ReminderFormValues } from "@/lib/schemas/reminder";
import { EMPTY_REMINDER, reminderBodyOf, reminderFormValues } from "./reminder-values";

const REMINDER_SAVE_FAILED = "Problem sumitting reminder details. Contact your system administrator for assistance";
const REMINDER_CREATED = "Reminder Created: Your new reminder has been created.";
const REMINDER_UPDATED = "Reminder Updated: The details of this reminder have been successfully updated!";

/**
 * Create (no reminder given) or update a reminder: name, property (the listing
 * picker, searched as the person types), date (not before the agency's today), masked time hh:mm, AM/PM
 * (agency time), frequency, day of week for weekly ones, notes. Same schema
 * and rules as the API; the server's 422 message is shown as it is (PRODUCT.md#messages).
 */
export function ReminderForm({
  reminder,
  today,
  presetListing,
  presetDate,
}: {
  reminder?: Reminder;
  /** The agency's today (yyyy-MM-dd), from the server's clock. */
  today: string;
  presetListing?: { _id: string; propertyName: string } | null;
  /** yyyy-MM-dd chosen before the form opened ("Add reminder" on a calendar day); the page checks it is not before today. */
  presetDate?: string | null;
}) {
  const timeZone = useAgencyTimeZone();
  const initial = useMemo(() => (reminder ? reminderFormValues(reminder, timeZone) : null), [reminder, timeZone]);
  const keepDate = initial?.date ?? null;
  const emptyValues = useMemo<ReminderFormValues>(
    () => ({ ...EMPTY_REMINDER, propertyRef: presetListing?._id ?? "", ...(presetDate ? { date: presetDate } : {}) }),
    [presetListing, presetDate],
  );
  const schema = useMemo(() => reminderFormSchema({ today, keepDate }), [today, keepDate]);

  const form = useForm<ReminderFormValues, unknown, ReminderFormOutput>({
    ...SAVE_FORM_OPTIONS,
    resolver: zodResolver(schema),
    defaultValues: initial ?? emptyValues,
  });
  const { attachForm, onSubmit, saved, startAnother } = useSaveFlow<ReminderFormValues, ReminderFormOutput, Reminder>({
    form,
    texts: saveTexts("reminder", Boolean(reminder), REMINDER_SAVE_FAILED),
    request: (values) => registerOrUpdate("/reminders", reminder?._id, reminderBodyOf(values)),
    revalidate: ["/reminders"],
    serverFields: { dateTime: "date" },
    serverMessageOn: 422,
  });

  const [frequency, date] = useWatch({ control: form.control, name: ["frequency", "date"] });

  if (saved) {
    return reminder ? (
      <UpdatedPanel message={REMINDER_UPDATED} viewHref={`/reminders/view/${saved._id}`} />
    ) : (
      <CreatedPanel
        message={REMINDER_CREATED}
        another="REGISTER ANOTHER REMINDER"
        onAnother={() => startAnother(emptyValues)}
        closeHref="/reminders"
      />
    );
  }

  const errors = form.formState.errors;
  const field = (name: keyof ReminderFormValues) => ({ id: name, error: errors[name]?.message, ...form.register(name) });
  const timeField = form.register("time");
  const minDate = keepDate && keepDate < today ? keepDate : today;
  // The zone's name on the chosen day (or today): 'AST'.
  const zone = zoneAbbreviation(instantOf({ date: date || today, hours: 12, minutes: 0 }, timeZone), timeZone);

  return (
    <form ref={attachForm} onSubmit={onSubmit} noValidate className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <FormSection legend="Reminder" className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <TextField label="Name" required fieldClassName="sm:col-span-2" {...field("name")} />
        <ListingPickerField
          control={form.control}
          name="propertyRef"
          label="Property"
          required
          known={[reminder?.property, presetListing]}
          fieldClassName="sm:col-span-2"
        />
      </FormSection>

      <FormSection legend="When" className="mt-8 grid gap-x-6 gap-y-5 sm:grid-cols-3">
        <TextField label="Date" type="date" required min={minDate} max="2099-12-31" {...field("date")} />
        <TextField
          label="Time"
          required
          inputMode="numeric"
          placeholder="hh:mm"
          maxLength={5}
          autoComplete="off"
          hint={`12-hour time, e.g. 09:30, agency time (${zone})`}
          {...field("time")}
          onChange={(event) => {
            event.target.value = maskTime(event.target.value);
            void timeField.onChange(event);
          }}
        />
        <SelectField
          label="AM/PM"
          required
          placeholder="Choose"
          options={AM_PM.map((value) => ({ value, label: value }))}
          {...field("amPM")}
        />
        <SelectField
          label="Frequency"
          required
          placeholder={null}
          options={REMINDER_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] }))}
          {...field("frequency")}
        />
        {frequency === "weekly" && (
          <SelectField
            label="Day of week"
            placeholder="Same weekday as the date"
            options={DAYS_OF_WEEK.map((day) => ({ value: day, label: DAY_OF_WEEK_LABELS[day] }))}
            {...field("dayOfWeek")}
          />
        )}
      </FormSection>

      <FormSection legend="Notes" className="mt-8">
        <TextAreaField label="Notes" required rows={4} {...field("notes")} />
      </FormSection>

      <FormActions
        cancelHref={reminder ? `/reminders/view/${reminder._id}` : "/reminders"}
        submitLabel={reminder ? "UPDATE REMINDER" : "CREATE REMINDER"}
      />
    </form>
  );
}
