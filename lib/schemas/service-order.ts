import { z } from "zod";
import {
  SERVICE_ORDER_STATUSES,
  type ListingType,
  type PropertyType,
  type ServiceOrderGroup,
  type ServiceOrderStatus,
} from "@/lib/domain/enums";
import { AM_PM } from "@/lib/domain/time-of-day";
import { idSchema, optionalText, paginationSchema, requiredText, searchText, updateFieldsOf } from "./common";
import { listControls } from "./search";

/**
 * Service orders (PRODUCT.md#service-orders, PRODUCT.md#api). The API takes the due date as one
 * instant, `serviceDueDateTime` (ISO 8601 with an offset); the form edits a
 * date, hours, minutes and AM/PM on the agency's clock and merges them before
 * sending (components/service-orders/due-date-time.ts).
 */

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

/**
 * POST /services/orders/{id}/send (issue 44): no body, or a new due time. An order whose due time has passed must
 * be given one (the invitation would otherwise be for the past); it becomes the order's due time too.
 */
export const sendWorkOrderSchema = z.object({ serviceDueDateTime: dueDateTime.optional() });
export const WORK_ORDER_PAST_DUE_MESSAGE =
  "This order's due time has passed: give it a new due date and time, and the work order carries it.";
export const NEW_DUE_NOT_LATER_MESSAGE = "The new due time must be later than now.";
/** PUT /services/orders/update: `_id` and the fields to change; fields left out keep their stored value. */
export const updateServiceOrderSchema = updateFieldsOf(serviceOrderFieldsSchema).extend({ _id: idSchema });

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
  /** Expanded listing, for the picture (or its placeholder, drawn by type), name and link. */
  listing: { _id: string; propertyName: string; image: string; listingType: ListingType; propertyType: PropertyType | null };
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

/**
 * The form's own fields (PRODUCT.md#service-orders "Service order"). `today` is the
 * agency's yyyy-MM-dd: the picker offers no earlier date and the schema
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
