import type { z } from "zod";
import { fullName } from "@/lib/domain/people";
import { frequencyLabel } from "@/lib/domain/enums";
import { Prisma } from "@/lib/generated/prisma/client";
import { reminderListQuerySchema, type Reminder } from "@/lib/schemas/reminder";
import { agencyDay } from "@/lib/domain/agency-time";
import { prisma } from "@/server/db/client";
import { reminderListSql } from "@/server/reminders/find-reminders";
import { reminderSelect, toReminderDto, type ReminderRow } from "@/server/reminders/reminder-query";
import { agencyDateTime, inOrder, zoned, type EntityExport } from "./csv";

const query = reminderListQuerySchema.omit({ skip: true, limit: true });

/** In the list's order (by next occurrence unless sorted otherwise), with the next occurrence from the agency's today (or `date`). */
export const reminderExport: EntityExport<z.output<typeof query>, Reminder> = {
  query,
  ids: async (filters, _actor, take) => {
    const { sql } = reminderListSql(filters, { idsOnly: true });
    return (await prisma.$queryRaw<{ id: string }[]>(Prisma.sql`${sql} LIMIT ${take}`)).map((row) => row.id);
  },
  rows: async (batch, timeZone) => {
    const anchor = agencyDay(new Date(), timeZone).date;
    const ids = Prisma.join(batch.map((id) => Prisma.sql`${id}::uuid`));
    const rows = await prisma.$queryRaw<ReminderRow[]>(Prisma.sql`${reminderSelect(anchor, timeZone)} WHERE r.id IN (${ids})`);
    return inOrder(batch, rows.map(toReminderDto), (row) => row._id);
  },
  columns: (timeZone) => [
    { header: "Name", kind: "text", value: (row) => row.name },
    { header: "Property", kind: "text", value: (row) => row.property.propertyName },
    { header: "Property specialist", kind: "text", value: (row) => (row.propertySpecialist ? fullName(row.propertySpecialist) : null) },
    { header: zoned("Date", timeZone), kind: "date", value: (row) => agencyDateTime(row.dateTime, timeZone) },
    { header: "Frequency", kind: "text", value: (row) => frequencyLabel(row.frequency, row.dayOfWeek) },
    { header: zoned("Next occurrence", timeZone), kind: "date", value: (row) => agencyDateTime(row.nextOccurrence, timeZone) },
    { header: "Notes", kind: "text", value: (row) => row.notes },
  ],
};
