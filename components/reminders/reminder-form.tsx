"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useSWRConfig } from "swr";
import { Button, ButtonLink } from "@/components/ui/button";
import { useDialogs } from "@/components/ui/dialogs";
import { FormOverlay, hiddenOverlay, type OverlayState } from "@/components/ui/form-overlay";
import { SuccessPanel } from "@/components/ui/success-panel";
import { Field, inputClasses, TextAreaField, TextField } from "@/components/ui/text-field";
import { apiFetch, ApiRequestError } from "@/lib/client/api";
import { INVALID_FORM_ALERT } from "@/lib/client/messages";
import { DAYS_OF_WEEK, REMINDER_FREQUENCIES } from "@/lib/domain/enums";
import { DAY_OF_WEEK_LABELS, FREQUENCY_LABELS } from "@/lib/domain/recurrence";
import { maskTime, toTwelveHour } from "@/lib/domain/time-of-day";
import {
  reminderBodyOf,
  reminderFormSchema,
  type Reminder,
  type ReminderFormOutput,
  type ReminderFormValues,
} from "@/lib/schemas/reminder";
import { useListings } from "@/lib/swr/use-listings";
import { inZone } from "./reminder-format";

export const REMINDER_SAVE_FAILED = "Problem sumitting reminder details. Contact your system administrator for assistance";
export const REMINDER_CREATED = "Reminder Created: Your new reminder has been created.";
export const REMINDER_UPDATED = "Reminder Updated: The details of this reminder have been successfully updated!";
export const CONFIRM_CREATE_REMINDER = "Would you like to create this new reminder?";
export const CONFIRM_UPDATE_REMINDER = "Would you like to save the details for this reminder?";

/** The listing picker loads 500 listings sorted by property name (SPEC §7, §9). */
const PICKER_LIMIT = 500;

const EMPTY: ReminderFormValues = {
  name: "",
  propertyRef: "",
  date: "",
  time: "",
  amPM: "",
  frequency: "none",
  dayOfWeek: null,
  notes: "",
};

/** Update mode: the time and AM/PM come from the stored date-time (SPEC §4), read in the agency's zone. */
export function reminderFormValues(reminder: Reminder, timeZone: string): ReminderFormValues {
  const local = inZone(reminder.dateTime, timeZone);
  const { time, amPM } = toTwelveHour(local.getHours(), local.getMinutes());
  const pad = (value: number) => String(value).padStart(2, "0");
  return {
    name: reminder.name,
    propertyRef: reminder.propertyRef,
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    time,
    amPM,
    frequency: reminder.isReoccuring ? reminder.frequency : "none",
    dayOfWeek: reminder.dayOfWeek,
    notes: reminder.notes,
  };
}

const selectClasses = (invalid: boolean) => `${inputClasses(invalid)} pr-8`;

/**
 * Create (no reminder given) or update a reminder: name, property (listing
 * picker), date (not before the agency's today), masked time hh:mm, AM/PM,
 * frequency, day of week for weekly ones, notes. Same schema and rules as
 * the API; the server's 422 message is shown as it is.
 */
export function ReminderForm({
  reminder,
  today,
  timeZone,
  presetListing,
}: {
  reminder?: Reminder;
  today: string;
  timeZone: string;
  presetListing?: { _id: string; propertyName: string } | null;
}) {
  const isUpdate = Boolean(reminder);
  const { mutate } = useSWRConfig();
  const { confirm, alert } = useDialogs();
  const [overlay, setOverlay] = useState<OverlayState>(hiddenOverlay);
  const [saved, setSaved] = useState<Reminder | null>(null);
  const initial = useMemo(() => (reminder ? reminderFormValues(reminder, timeZone) : null), [reminder, timeZone]);
  const keepDate = initial?.date ?? null;
  const emptyValues = useMemo<ReminderFormValues>(() => ({ ...EMPTY, propertyRef: presetListing?._id ?? "" }), [presetListing]);
  const schema = useMemo(() => reminderFormSchema({ today, keepDate }), [today, keepDate]);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<ReminderFormValues, unknown, ReminderFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: initial ?? emptyValues,
    mode: "onTouched",
  });

  const { listings, isLoading: listingsLoading, error: listingsError } = useListings({ limit: PICKER_LIMIT });
  const options = useMemo(() => {
    const known = listings.map((listing) => ({ _id: listing._id, propertyName: listing.propertyName }));
    for (const extra of [reminder?.property, presetListing]) {
      if (extra && !known.some((option) => option._id === extra._id)) known.unshift(extra);
    }
    return known;
  }, [listings, reminder, presetListing]);

  const frequency = useWatch({ control, name: "frequency" });

  const save = async (values: ReminderFormOutput) => {
    if (!(await confirm({ title: "Confirm", message: isUpdate ? CONFIRM_UPDATE_REMINDER : CONFIRM_CREATE_REMINDER, tone: "info" }))) return;
    setOverlay({ kind: "busy", message: isUpdate ? "Saving reminder..." : "Creating reminder..." });
    const body = reminderBodyOf(values);
    try {
      const { data } = isUpdate
        ? await apiFetch<Reminder>("/reminders/update", { method: "PUT", body: { ...body, _id: reminder!._id } })
        : await apiFetch<Reminder>("/reminders/register", { method: "POST", body });
      await mutate((key) => typeof key === "string" && key.startsWith("/reminders"));
      setOverlay(hiddenOverlay);
      setSaved(data);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) return;
      console.error("Reminder save failed", error);
      if (error instanceof ApiRequestError && error.fieldErrors) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const formField = field === "dateTime" ? "date" : field;
          if (formField in EMPTY) setError(formField as keyof ReminderFormValues, { message: messages[0] });
        }
      }
      if (error instanceof ApiRequestError && error.status === 422) {
        // SPEC §8: a 422 shows the server's text.
        setOverlay({ kind: "error", title: "Oops!", message: error.message });
      } else {
        const detail = error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? error.message : undefined;
        setOverlay({ kind: "error", title: "Oops!", message: REMINDER_SAVE_FAILED, detail });
      }
    }
  };

  const onInvalid = () => void alert({ title: INVALID_FORM_ALERT.title, message: INVALID_FORM_ALERT.message, tone: "warning" });

  if (saved) {
    return isUpdate ? (
      <SuccessPanel message={REMINDER_UPDATED}>
        <ButtonLink href={`/reminders/view/${saved._id}`}>OK</ButtonLink>
      </SuccessPanel>
    ) : (
      <SuccessPanel message={REMINDER_CREATED}>
        <Button
          variant="secondary"
          onClick={() => {
            reset(emptyValues);
            setSaved(null);
          }}
        >
          REGISTER ANOTHER REMINDER
        </Button>
        <ButtonLink href="/reminders">CLOSE</ButtonLink>
      </SuccessPanel>
    );
  }

  const timeField = register("time");
  const minDate = keepDate && keepDate < today ? keepDate : today;
  const describedBy = (name: string, error?: string) => (error ? `${name}-error` : undefined);

  return (
    <form
      onSubmit={handleSubmit(save, onInvalid)}
      noValidate
      className="relative rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <fieldset className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <legend className="mb-4 text-sm font-semibold text-slate-900">Reminder</legend>
        <TextField id="name" label="Name" required fieldClassName="sm:col-span-2" error={errors.name?.message} {...register("name")} />
        <Field
          id="propertyRef"
          label="Property"
          required
          error={errors.propertyRef?.message}
          hint={listingsError ? "The listings could not be loaded." : listingsLoading ? "Loading listings…" : undefined}
          className="sm:col-span-2"
        >
          <select
            id="propertyRef"
            aria-required
            aria-invalid={errors.propertyRef ? true : undefined}
            aria-describedby={describedBy("propertyRef", errors.propertyRef?.message)}
            className={selectClasses(Boolean(errors.propertyRef))}
            {...register("propertyRef")}
          >
            <option value="">Choose a listing</option>
            {options.map((option) => (
              <option key={option._id} value={option._id}>
                {option.propertyName}
              </option>
            ))}
          </select>
        </Field>
      </fieldset>

      <fieldset className="mt-8 grid gap-x-6 gap-y-5 sm:grid-cols-3">
        <legend className="mb-4 text-sm font-semibold text-slate-900">When</legend>
        <TextField
          id="date"
          label="Date"
          type="date"
          required
          min={minDate}
          max="2099-12-31"
          error={errors.date?.message}
          {...register("date")}
        />
        <TextField
          id="time"
          label="Time"
          required
          inputMode="numeric"
          placeholder="hh:mm"
          maxLength={5}
          autoComplete="off"
          error={errors.time?.message}
          hint="12-hour time, e.g. 09:30"
          {...timeField}
          onChange={(event) => {
            event.target.value = maskTime(event.target.value);
            void timeField.onChange(event);
          }}
        />
        <Field id="amPM" label="AM/PM" required error={errors.amPM?.message}>
          <select
            id="amPM"
            aria-required
            aria-invalid={errors.amPM ? true : undefined}
            aria-describedby={describedBy("amPM", errors.amPM?.message)}
            className={selectClasses(Boolean(errors.amPM))}
            {...register("amPM")}
          >
            <option value="">Choose</option>
            <option value="AM">AM</option>
            <option value="PM">PM</option>
          </select>
        </Field>
        <Field id="frequency" label="Frequency" required error={errors.frequency?.message}>
          <select id="frequency" className={selectClasses(Boolean(errors.frequency))} {...register("frequency")}>
            {REMINDER_FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {FREQUENCY_LABELS[value]}
              </option>
            ))}
          </select>
        </Field>
        {frequency === "weekly" && (
          <Field id="dayOfWeek" label="Day of week" error={errors.dayOfWeek?.message}>
            <select id="dayOfWeek" className={selectClasses(Boolean(errors.dayOfWeek))} {...register("dayOfWeek")}>
              <option value="">Same weekday as the date</option>
              {DAYS_OF_WEEK.map((day) => (
                <option key={day} value={day}>
                  {DAY_OF_WEEK_LABELS[day]}
                </option>
              ))}
            </select>
          </Field>
        )}
      </fieldset>

      <fieldset className="mt-8">
        <legend className="mb-4 text-sm font-semibold text-slate-900">Notes</legend>
        <TextAreaField id="notes" label="Notes" required rows={4} error={errors.notes?.message} {...register("notes")} />
      </fieldset>

      <div className="mt-8 flex justify-end gap-3 border-t border-slate-100 pt-6">
        <ButtonLink variant="secondary" href={isUpdate ? `/reminders/view/${reminder!._id}` : "/reminders"}>
          CANCEL
        </ButtonLink>
        <Button type="submit">{isUpdate ? "UPDATE REMINDER" : "CREATE REMINDER"}</Button>
      </div>
      <FormOverlay state={overlay} onDismiss={() => setOverlay(hiddenOverlay)} />
    </form>
  );
}
