import { DAY_OF_WEEK_LABELS, DAYS_OF_WEEK, FREQUENCY_LABELS, REMINDER_FREQUENCIES } from "@/lib/domain/enums";
import { Prisma } from "@/lib/generated/prisma/client";
import type { SortOrder } from "@/lib/schemas/search";
import type { EntitySearch, SearchField } from "../field";
import { sqlAgencyDay, sqlBoolean, sqlCalendarDate, sqlIn, sqlText } from "../sql-conditions";
import { enumField, LISTING_LOOKUP, recordField, SPECIALIST_LOOKUP } from "./lookups";

/**
 * The reminders list is one SQL statement (server/reminders/find-reminders.ts)
 * that first filters reminders (`r`), then computes each one's next occurrence
 * (`next_date`). A condition says which of the two stages it belongs to.
 */
export interface ReminderCondition {
  stage: "row" | "occurrence";
  sql: Prisma.Sql;
}

const row =
  <Args extends unknown[]>(build: (...args: Args) => Prisma.Sql) =>
  (...args: Args): ReminderCondition => ({ stage: "row", sql: build(...args) });

const nextOccurrence = sqlCalendarDate(Prisma.raw("next_date"), { nullable: true });

const fields: SearchField<ReminderCondition>[] = [
  { name: "name", title: "Name", type: "string", where: row(sqlText(Prisma.raw("r.name"))) },
  { name: "notes", title: "Notes", type: "string", where: row(sqlText(Prisma.raw("r.notes"))) },
  recordField("propertyRef", "Property", LISTING_LOOKUP, row(sqlIn(Prisma.raw("r.listing_id"), "uuid"))),
  recordField(
    "propertySpecialistRef",
    "Property specialist",
    SPECIALIST_LOOKUP,
    row(sqlIn(Prisma.raw("r.specialist_id"), "uuid", { nullable: true })),
  ),
  { name: "dateTime", title: "Date", type: "date", dateTime: true, where: row(sqlAgencyDay(Prisma.raw("r.due_at"))) },
  {
    name: "nextOccurrence",
    title: "Next occurrence",
    type: "date",
    dateTime: true,
    where: (operator, day) => ({ stage: "occurrence", sql: nextOccurrence(operator, day) }),
  },
  { name: "isReoccuring", title: "Repeats", type: "boolean", where: row(sqlBoolean(Prisma.raw("r.is_recurring"))) },
  enumField("frequency", "Frequency", REMINDER_FREQUENCIES, FREQUENCY_LABELS, row(sqlIn(Prisma.raw("r.frequency::text"), "text"))),
  enumField(
    "dayOfWeek",
    "Day of the week",
    DAYS_OF_WEEK,
    DAY_OF_WEEK_LABELS,
    row(sqlIn(Prisma.raw("r.day_of_week"), "text", { nullable: true })),
  ),
  { name: "createdAt", title: "Created", type: "date", dateTime: true, where: row(sqlAgencyDay(Prisma.raw("r.created_at"))) },
  { name: "updatedAt", title: "Last changed", type: "date", dateTime: true, where: row(sqlAgencyDay(Prisma.raw("r.updated_at"))) },
];

/**
 * A sort of the reminders list: `key` an expression over `r` computed for
 * each candidate (null: the list's own order by next occurrence), `order`
 * its direction. Ties fall back to the next occurrence.
 */
export interface ReminderOrder {
  key: Prisma.Sql | null;
  order: SortOrder;
}

const by =
  (key: string | null) =>
  (order: SortOrder): ReminderOrder[] => [{ key: key === null ? null : Prisma.raw(key), order }];

export const reminderSearch: EntitySearch<ReminderCondition, ReminderOrder> = {
  label: "Reminders",
  fields,
  sorts: {
    name: by("lower(r.name)"),
    dateTime: by("r.due_at"),
    nextOccurrence: by(null),
    frequency: by("r.frequency"),
    "property.propertyName": by("(SELECT l.property_name_order FROM listings l WHERE l.id = r.listing_id)"),
    createdAt: by("r.created_at"),
    updatedAt: by("r.updated_at"),
  },
};

export const REMINDER_DEFAULT_SORT = { name: "nextOccurrence", orderBy: reminderSearch.sorts.nextOccurrence!("asc") };
