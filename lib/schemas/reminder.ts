import { z } from "zod";
import { DAYS_OF_WEEK, REMINDER_FREQUENCIES, type DayOfWeek, type ReminderFrequency } from "@/lib/domain/enums";
import { isProductDay } from "@/lib/domain/recurrence";
import { AM_PM, parseTwelveHourTime, type AmPm } from "@/lib/domain/time-of-day";
import { idSchema, optionalText, paginationSchema, requiredText, searchText, updateFieldsOf } from "./common";
import { listControls } from "./search";

/**
 * A reminder (PRODUCT.md#reminders) and its rules (PRODUCT.md#reminders). Two layers, both shared by
 * the form and the server:
 *
 * 1. `reminderFieldsSchema` — the shape: name, property, date-time, notes,
 *    time, AM/PM and isReoccuring required; frequency one of
 *    none/daily/weekly/monthly; dayOfWeek sunday..saturday when given.
 *    A failure here is a 400.
 * 2. `reminderRuleIssues` — the business rules: the 12-hour time with the two
 *    messages of PRODUCT.md#reminders, and "the date cannot be before today" (the agency's day).
 *    The server answers these with 422 and the message, which the form shows.
 */
export const REMINDER_DATE_IN_PAST = "The reminder date cannot be before today.";
export const REMINDER_FREQUENCY_NEEDED = "Choose how often a recurring reminder repeats.";
export const REMINDER_FREQUENCY_WITHOUT_RECURRENCE = "A reminder that does not repeat must have the frequency 'none'.";

const requiredId = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .pipe(z.uuid(`${label} is required.`));

/** yyyy-MM-dd, or an ISO date-time (its calendar day in the agency's zone is used). */
const dateTimeField = z
  .string({ error: "Date is required." })
  .trim()
  .min(1, "Date is required.")
  .refine((value) => {
    const day = value.slice(0, 10);
    if (!isProductDay(day)) return false;
    return value.length === 10 || !Number.isNaN(Date.parse(value));
  }, "Date must be a valid date (yyyy-MM-dd).");

const timeField = z.string({ error: "Time is required." }).trim().min(1, "Time is required.").max(5, "Time must be entered as hh:mm.");
const amPmField = z.enum(AM_PM, { error: "AM/PM is required." });
const frequencyField = z
  .union([z.string(), z.null()], { error: `Frequency must be one of: ${REMINDER_FREQUENCIES.join(", ")}.` })
  .optional()
  .transform((value) => (typeof value === "string" && value.trim() ? value.trim() : "none"))
  .pipe(z.enum(REMINDER_FREQUENCIES, { error: `Frequency must be one of: ${REMINDER_FREQUENCIES.join(", ")}.` }));
const dayOfWeekField = z
  .union([z.string(), z.null()], { error: `Day of week must be one of: ${DAYS_OF_WEEK.join(", ")}.` })
  .optional()
  .transform((value) => (typeof value === "string" && value.trim() ? value.trim().toLowerCase() : null))
  .pipe(z.enum(DAYS_OF_WEEK, { error: `Day of week must be one of: ${DAYS_OF_WEEK.join(", ")}.` }).nullable());

const reminderFields = z.object({
  name: requiredText("Name", 200),
  propertyRef: requiredId("Property"),
  dateTime: dateTimeField,
  time: timeField,
  amPM: amPmField,
  isReoccuring: z.boolean({ error: "isReoccuring is required (true or false)." }),
  frequency: frequencyField,
  dayOfWeek: dayOfWeekField,
  notes: requiredText("Notes", 5000),
  status: optionalText("Status", 32),
});

export const reminderFieldsSchema = reminderFields
  .superRefine((reminder, ctx) => {
    if (reminder.isReoccuring && reminder.frequency === "none") {
      ctx.addIssue({ code: "custom", path: ["frequency"], message: REMINDER_FREQUENCY_NEEDED });
    }
    if (!reminder.isReoccuring && reminder.frequency !== "none") {
      ctx.addIssue({ code: "custom", path: ["frequency"], message: REMINDER_FREQUENCY_WITHOUT_RECURRENCE });
    }
  })
  // dayOfWeek only means something for a weekly reminder.
  .transform((reminder) => ({ ...reminder, dayOfWeek: reminder.frequency === "weekly" ? reminder.dayOfWeek : null }));

export const createReminderSchema = reminderFieldsSchema;

/**
 * PUT /reminders/update: `_id` and the fields to change; fields left out keep
 * their stored value. The recurrence rule (isReoccuring ↔ frequency) and the
 * business rules are checked on the merged reminder by the server.
 */
export const updateReminderSchema = updateFieldsOf(reminderFields).extend({ _id: idSchema });

export type ReminderFields = z.output<typeof reminderFieldsSchema>;
export type UpdateReminderInput = z.output<typeof updateReminderSchema>;

export interface RuleIssue {
  field: "time" | "dateTime";
  message: string;
}

/**
 * The business rules (422 on the server, the same messages in the form):
 * the time in 12-hour form, and a date not before the agency's today — except
 * that an update may keep the date the reminder already has (a weekly reminder
 * that started last month is still edited).
 */
export function reminderRuleIssues(
  values: { date: string; time: string; amPM: AmPm },
  { today, keepDate }: { today: string; keepDate?: string | null },
): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const parsed = parseTwelveHourTime(values.time, values.amPM);
  if (!parsed.ok) issues.push({ field: "time", message: parsed.message });
  if (values.date < today && values.date !== keepDate) issues.push({ field: "dateTime", message: REMINDER_DATE_IN_PAST });
  return issues;
}

/** The form's values: the date alone (yyyy-MM-dd); isReoccuring follows the frequency. */
export function reminderFormSchema({ today, keepDate }: { today: string; keepDate?: string | null }) {
  return z
    .object({
      name: requiredText("Name", 200),
      propertyRef: requiredId("Property"),
      date: z
        .string({ error: "Date is required." })
        .trim()
        .min(1, "Date is required.")
        .refine(isProductDay, "Date must be a valid date (yyyy-MM-dd)."),
      time: timeField,
      amPM: z.union([amPmField, z.literal("")]).refine((value) => value !== "", "AM/PM is required."),
      frequency: frequencyField,
      dayOfWeek: dayOfWeekField,
      notes: requiredText("Notes", 5000),
    })
    .superRefine((values, ctx) => {
      if (!values.amPM) return;
      for (const issue of reminderRuleIssues({ date: values.date, time: values.time, amPM: values.amPM }, { today, keepDate })) {
        ctx.addIssue({ code: "custom", path: [issue.field === "dateTime" ? "date" : "time"], message: issue.message });
      }
    });
}

export type ReminderFormValues = z.input<ReturnType<typeof reminderFormSchema>>;
export type ReminderFormOutput = z.output<ReturnType<typeof reminderFormSchema>>;

const booleanFlag = (name: string) =>
  z
    .enum(["true", "false", ""], { error: `${name} must be true or false.` })
    .optional()
    .transform((value) => (value === "true" ? true : value === "false" ? false : undefined));

const optionalId = (name: string) =>
  z
    .uuid(`${name} must be an id.`)
    .optional()
    .or(z.literal("").transform(() => undefined));

export const reminderListQuerySchema = paginationSchema.extend({
  sortItems: booleanFlag("sortItems"),
  specialist: optionalId("specialist"),
  property: optionalId("property"),
  listingName: searchText,
  date: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || isProductDay(value), "date must be a valid date (yyyy-MM-dd)."),
  upcoming: booleanFlag("upcoming"),
  /** With sortItems=true, `sort` orders each group (today's first). */
  ...listControls("reminders"),
});

export type ReminderListQuery = z.output<typeof reminderListQuerySchema>;

/** A reminder as the API returns it (PRODUCT.md#reminders, plus the expanded listing and specialist). */
export interface Reminder {
  _id: string;
  name: string;
  /** The listing's id. */
  propertyRef: string;
  property: { _id: string; propertyName: string };
  /** The specialist's user id, copied from the listing when saved. */
  propertySpecialistRef: string | null;
  propertySpecialist: { _id: string; firstName: string; lastName: string } | null;
  /** The first (or only) date-time, ISO 8601. */
  dateTime: string;
  /** 'hh:mm', 12-hour form. */
  time: string;
  amPM: AmPm;
  isReoccuring: boolean;
  frequency: ReminderFrequency;
  dayOfWeek: DayOfWeek | null;
  notes: string;
  status: string | null;
  /**
   * When it next happens, on or after the agency's today (or on the `date`
   * filtered for); null for a one-off reminder already past.
   */
  nextOccurrence: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /reminders?sortItems=true */
export interface ReminderGroups {
  today: Reminder[];
  upcoming: Reminder[];
  totals: { today: number; upcoming: number };
}
