import { Prisma } from "@/lib/generated/prisma/client";
import type { ReminderFrequency } from "@/lib/domain/enums";
import type { DayOfWeek } from "@/lib/domain/enums";
import type { AmPm } from "@/lib/domain/time-of-day";
import type { Reminder } from "@/lib/schemas/reminder";
import { prisma } from "@/server/db/client";
import { occurrenceJoins } from "./occurrence-sql";

/**
 * The one SELECT every reminder read goes through: the reminder, its
 * listing's name and its specialist's name (joined, no N+1), and its next
 * occurrence on or after `anchor` (computed in SQL, see occurrence-sql.ts).
 */
export interface ReminderRow {
  id: string;
  name: string;
  listing_id: string;
  specialist_id: string | null;
  due_at: Date;
  time: string;
  am_pm: string;
  is_recurring: boolean;
  frequency: string;
  day_of_week: string | null;
  notes: string;
  status: string | null;
  created_at: Date;
  updated_at: Date;
  property_name: string;
  first_name: string | null;
  last_name: string | null;
  next_at: Date | null;
  /** yyyy-MM-dd of next_at in the agency's zone. */
  next_date: string | null;
}

/** The columns of a ReminderRow from `r` (reminders), `l` (listings), `u` (users) and `occurrence` (next_date, next_at). */
export function reminderColumns(occurrence: string): Prisma.Sql {
  const o = Prisma.raw(occurrence);
  return Prisma.sql`
    r.id::text AS id, r.name, r.listing_id::text AS listing_id, r.specialist_id::text AS specialist_id, r.due_at, r.time,
    r.am_pm, r.is_recurring, r.frequency::text AS frequency, r.day_of_week, r.notes, r.status, r.created_at, r.updated_at,
    l.property_name, u.first_name, u.last_name, ${o}.next_at, to_char(${o}.next_date, 'YYYY-MM-DD') AS next_date`;
}

export function reminderSelect(anchor: string, timeZone: string): Prisma.Sql {
  return Prisma.sql`
    SELECT ${reminderColumns("occ")}
    FROM reminders r
    JOIN listings l ON l.id = r.listing_id
    LEFT JOIN users u ON u.id = r.specialist_id
    ${occurrenceJoins(anchor, timeZone)}`;
}

export function toReminderDto(row: ReminderRow): Reminder {
  return {
    _id: row.id,
    name: row.name,
    propertyRef: row.listing_id,
    property: { _id: row.listing_id, propertyName: row.property_name },
    propertySpecialistRef: row.specialist_id,
    propertySpecialist:
      row.specialist_id && row.first_name !== null
        ? { _id: row.specialist_id, firstName: row.first_name, lastName: row.last_name ?? "" }
        : null,
    dateTime: row.due_at.toISOString(),
    time: row.time,
    amPM: row.am_pm as AmPm,
    isReoccuring: row.is_recurring,
    frequency: row.frequency as ReminderFrequency,
    dayOfWeek: row.day_of_week as DayOfWeek | null,
    notes: row.notes,
    status: row.status,
    nextOccurrence: row.next_at ? row.next_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Reads one reminder by id (null when there is none), with its next occurrence from `anchor`. */
export async function selectReminder(id: string, anchor: string, timeZone: string, db: Pick<typeof prisma, "$queryRaw"> = prisma) {
  const rows = await db.$queryRaw<ReminderRow[]>`${reminderSelect(anchor, timeZone)} WHERE r.id = ${id}::uuid`;
  return rows[0] ? toReminderDto(rows[0]) : null;
}
