"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormActions } from "@/components/forms/form-actions";
import { FormSection } from "@/components/forms/form-section";
import { CreatedPanel, UpdatedPanel } from "@/components/forms/saved-panel";
import { registerOrUpdate, SAVE_FORM_OPTIONS, useSaveFlow } from "@/components/forms/use-save-flow";
import { useAgencyTimeZone } from "@/components/shell/agency-time-zone";
import { ListingPickerField } from "@/components/pickers/listing-picker-field";
import { SelectField, TextAreaField, TextField } from "@/components/ui/text-field";
import { instantOf, zoneAbbreviation } from "@/lib/domain/agency-time";
import { DAYS_OF_WEEK, REMINDER_FREQUENCIES } from "@/lib/domain/enums";
import { AM_PM, maskTime } from "@/lib/domain/time-of-day";
import { reminderFormSchema, type Reminder, type ReminderFormOutput, type ReminderFormValues } from "@/lib/schemas/reminder";
import { EMPTY_REMINDER, reminderBodyOf, reminderFormValues } from "./reminder-values";

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
  const t = useTranslations("reminders");
  const enums = useTranslations("enums");
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
    texts: reminder
      ? { confirm: t("form.confirmUpdate"), busy: t("form.busyUpdate"), failure: t("form.failed") }
      : { confirm: t("form.confirmCreate"), busy: t("form.busyCreate"), failure: t("form.failed") },
    request: (values) => registerOrUpdate("/reminders", reminder?._id, reminderBodyOf(values)),
    revalidate: ["/reminders"],
    serverFields: { dateTime: "date" },
    serverMessageOn: 422,
  });

  const [frequency, date] = useWatch({ control: form.control, name: ["frequency", "date"] });

  if (saved) {
    return reminder ? (
      <UpdatedPanel message={t("form.updated")} viewHref={`/reminders/view/${saved._id}`} />
    ) : (
      <CreatedPanel
        message={t("form.created")}
        another={t("form.another")}
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
      <FormSection legend={t("form.reminder")} className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <TextField label={t("form.name")} required fieldClassName="sm:col-span-2" {...field("name")} />
        <ListingPickerField
          control={form.control}
          name="propertyRef"
          label={t("form.property")}
          required
          known={[reminder?.property, presetListing]}
          fieldClassName="sm:col-span-2"
        />
      </FormSection>

      <FormSection legend={t("form.when")} className="mt-8 grid gap-x-6 gap-y-5 sm:grid-cols-3">
        <TextField label={t("form.date")} type="date" required min={minDate} max="2099-12-31" {...field("date")} />
        <TextField
          label={t("form.time")}
          required
          inputMode="numeric"
          placeholder="hh:mm"
          maxLength={5}
          autoComplete="off"
          hint={t("form.timeHint", { zone })}
          {...field("time")}
          onChange={(event) => {
            event.target.value = maskTime(event.target.value);
            void timeField.onChange(event);
          }}
        />
        <SelectField
          label={t("form.amPm")}
          required
          placeholder={t("form.choose")}
          options={AM_PM.map((value) => ({ value, label: value }))}
          {...field("amPM")}
        />
        <SelectField
          label={t("form.frequency")}
          required
          placeholder={null}
          options={REMINDER_FREQUENCIES.map((value) => ({ value, label: enums(`frequency.${value}`) }))}
          {...field("frequency")}
        />
        {frequency === "weekly" && (
          <SelectField
            label={t("form.dayOfWeek")}
            placeholder={t("form.sameWeekday")}
            options={DAYS_OF_WEEK.map((day) => ({ value: day, label: enums(`dayOfWeek.${day}`) }))}
            {...field("dayOfWeek")}
          />
        )}
      </FormSection>

      <FormSection legend={t("form.notes")} className="mt-8">
        <TextAreaField label={t("form.notes")} required rows={4} {...field("notes")} />
      </FormSection>

      <FormActions
        cancelHref={reminder ? `/reminders/view/${reminder._id}` : "/reminders"}
        submitLabel={reminder ? t("form.update") : t("form.create")}
      />
    </form>
  );
}
