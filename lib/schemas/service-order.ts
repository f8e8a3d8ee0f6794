import { z } from "zod";
import { SERVICE_ORDER_STATUSES, type ServiceOrderStatus } from "@/lib/domain/enums";
import { idSchema, optionalText, paginationSchema, requiredText, searchText } from "./common";
import { listControls } from "./search";

/**
 * Service orders (SPEC §3, §5, §7). The API takes the due date as one
 * instant, `serviceDueDateTime` (ISO 8601 with an offset); the form edits a
 * date, hours, minutes and AM/PM and merges them before sending.
 */

/** The groups of GET /services/orders?sortItems=true, in the order the list shows them. */
export const SERVICE_ORDER_GROUPS = ["pastDue", "approved", "pending", "declined", "completed"] as const;
export type ServiceOrderGroup = (typeof SERVICE_ORDER_GROUPS)[number];
export const SERVICE_ORDER_GROUP_LABELS: Record<ServiceOrderGroup, string> = {
  pastDue: "Past due",
  approved: "Approved",
  pending: "Pending",
  declined: "Declined",
  completed: "Completed",
};
export const SERVICE_ORDER_STATUS_LABELS: Record<ServiceOrderStatus, string> = {
  PENDING: "Pending",
  APPROVED: "Approved",
  DECLINED: "Declined",
  COMPLETED: "Completed",
};

export const DUE_DATE_IN_PAST_MESSAGE = "The due date cannot be earlier than today.";
export const UNKNOWN_STATUS_MESSAGE = `Status must be one of: ${SERVICE_ORDER_STATUSES.join(", ")}.`;

function reference(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .pipe(z.uuid(`${label} is required.`));
}

const dueDateTime = z
  .string({ error: "Due date is required." })
  .trim()
  .min(1, "Due date is required.")
  .pipe(z.iso.datetime({ offset: true, error: "Due date must be a date and time (ISO 8601 with a time zone)." }))
  .transform((text) => new Date(text))
  .refine(
    (date) => !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 2000 && date.getUTCFullYear() <= 2200,
    "Due date is out of range.",
  );

export const serviceOrderFieldsSchema = z.object({
  name: requiredText("Name", 200),
  listingRef: reference("Listing"),
  serviceProviderRef: reference("Service provider"),
  serviceDueDateTime: dueDateTime,
  details: requiredText("Details", 5000),
  notes: optionalText("Notes", 5000),
});

export const createServiceOrderSchema = serviceOrderFieldsSchema;
export const updateServiceOrderSchema = serviceOrderFieldsSchema.extend({ _id: idSchema });

/** A status from a path segment: any case ("approved" or "APPROVED"). */
export const serviceOrderStatusSchema = z
  .string()
  .transform((text) => text.trim().toUpperCase())
  .pipe(z.enum(SERVICE_ORDER_STATUSES, { error: UNKNOWN_STATUS_MESSAGE }));

const optionalBoolean = z
  .enum(["true", "false"], { error: "sortItems must be true or false." })
  .optional()
  .transform((value) => value === "true");

export const serviceOrderListQuerySchema = paginationSchema.extend({
  /** Orders of one provider (its id). */
  serviceProviderRef: z
    .uuid("serviceProviderRef must be a service provider id.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Orders of one listing (its id). */
  listingRef: z
    .uuid("listingRef must be a listing id.")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  status: z
    .string()
    .optional()
    .transform((text) => (text && text.trim() && text.trim().toUpperCase() !== "ALL" ? text.trim().toUpperCase() : undefined))
    .pipe(z.enum(SERVICE_ORDER_STATUSES, { error: UNKNOWN_STATUS_MESSAGE }).optional()),
  /** Text: the listing's property name, the order's name, or its number ("42" or "#42"). */
  listing: searchText,
  /** Text: the provider's name. */
  provider: searchText,
  sortItems: optionalBoolean,
  /** With sortItems=true, `sort` orders each group. */
  ...listControls("service-orders"),
});

export type ServiceOrderFields = z.output<typeof serviceOrderFieldsSchema>;
export type UpdateServiceOrderInput = z.output<typeof updateServiceOrderSchema>;
export type ServiceOrderListQuery = z.output<typeof serviceOrderListQuerySchema>;

/** A service order as the API returns it. */
export interface ServiceOrderDto {
  _id: string;
  /** The human order number (searchable as "42" or "#42"). */
  orderNumber: number;
  name: string;
  listingRef: string;
  /** Expanded listing, for the picture, name and link. */
  listing: { _id: string; propertyName: string; image: string };
  serviceProviderRef: string;
  /** Expanded provider, for its name and link. */
  serviceProvider: { _id: string; name: string };
  serviceDueDateTime: string;
  details: string;
  notes: string | null;
  status: ServiceOrderStatus;
  /** PENDING or APPROVED and the due date-time has passed (when the answer was made). */
  pastDue: boolean;
  created_by: { _id: string | null; name: string };
  createdAt: string;
  updatedAt: string;
}

export type ServiceOrderGroups = Record<ServiceOrderGroup, ServiceOrderDto[]>;
export type ServiceOrderGroupCounts = Record<ServiceOrderGroup, number>;

// ---------------------------------------------------------------- the form

export const AM_PM = ["AM", "PM"] as const;
export type AmPm = (typeof AM_PM)[number];

/**
 * The form's own fields (SPEC §3 "Service order" and §5). `today` is the
 * browser's yyyy-MM-dd: the picker offers no earlier date and the schema
 * refuses one typed in (the server checks again against the agency's day).
 */
export function serviceOrderFormSchema(today: string) {
  return z.object({
    name: requiredText("Name", 200),
    listingRef: reference("Listing"),
    serviceProviderRef: reference("Service provider"),
    dueDate: z
      .string({ error: "Due date is required." })
      .trim()
      .min(1, "Due date is required.")
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Due date is required.")
      .refine((date) => date >= today, DUE_DATE_IN_PAST_MESSAGE),
    hours: z
      .string({ error: "Hours are required." })
      .trim()
      .min(1, "Hours are required.")
      .regex(/^\d{1,2}$/, "Hours cannot be greater than 12.")
      .refine((text) => Number(text) <= 12, "Hours cannot be greater than 12."),
    minutes: z
      .string({ error: "Minutes are required." })
      .trim()
      .min(1, "Minutes are required.")
      .regex(/^\d{1,2}$/, "Minutes cannot be greater than 59.")
      .refine((text) => Number(text) <= 59, "Minutes cannot be greater than 59."),
    amPM: z.enum(AM_PM, { error: "AM/PM is required." }),
    details: requiredText("Details", 5000),
    notes: optionalText("Notes", 5000),
  });
}

export type ServiceOrderFormValues = z.input<ReturnType<typeof serviceOrderFormSchema>>;
export type ServiceOrderFormOutput = z.output<ReturnType<typeof serviceOrderFormSchema>>;

/** Hours above 12 and minutes above 59 are cleared as they are typed (SPEC §5). */
export function clampTimeInput(value: string, max: number): string {
  const digits = value.replace(/\D/g, "").slice(0, 2);
  return digits !== "" && Number(digits) > max ? "" : digits;
}

/** 12-hour time to 24-hour hours: PM adds 12; 12 AM is midnight and 12 PM is noon. */
export function to24Hour(hours: number, amPM: AmPm): number {
  const base = hours % 12;
  return amPM === "PM" ? base + 12 : base;
}

/** The form's date, hours, minutes and AM/PM as one instant in the browser's time zone. */
export function mergeDueDateTime({ dueDate, hours, minutes, amPM }: { dueDate: string; hours: string; minutes: string; amPM: AmPm }): Date {
  const [year, month, day] = dueDate.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day, to24Hour(Number(hours), amPM), Number(minutes), 0, 0);
}

/** The reverse, for editing: an instant as the form's fields in the browser's time zone. */
export function splitDueDateTime(instant: Date): { dueDate: string; hours: string; minutes: string; amPM: AmPm } {
  const pad = (n: number) => String(n).padStart(2, "0");
  const hours24 = instant.getHours();
  return {
    dueDate: `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`,
    hours: String(hours24 % 12 === 0 ? 12 : hours24 % 12),
    minutes: pad(instant.getMinutes()),
    amPM: hours24 >= 12 ? "PM" : "AM",
  };
}

/** The browser's today as yyyy-MM-dd. */
export function localToday(now: Date = new Date()): string {
  return splitDueDateTime(now).dueDate;
}
