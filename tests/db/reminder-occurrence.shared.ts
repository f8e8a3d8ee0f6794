import { beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Reminder, ReminderFields } from "@/lib/schemas/reminder";
import { actorOf, type Actor } from "@/server/auth/actor";
import { clientData, listingData, userData } from "./factories";
import { appForSuite, type OpenDatabase } from "./app-database";

/**
 * The stored next occurrence (reminders.next_occurrence, migration
 * 20261124060000) against the one computed from the reminder itself
 * (occurrence-sql.ts, as GET /reminders/{id} still computes it), with "today"
 * moving forward day by day through findReminders' `now`: every reminder of the
 * list shows its computed next occurrence, TODAY and Upcoming hold what they
 * should in the list's order — whether the daily refresh has run that day or
 * not — and the reads leave the stored column as they found it. The writes
 * store what they change; after refreshStaleReminderOccurrences the stored
 * column of every reminder equals what would be computed for that day. Writes
 * between reads (a new date, frequency or weekday, through updateReminder or
 * straight to the table) show at the next read. Shared by the PostgreSQL and
 * PGlite files.
 */
const ZONE = "America/Puerto_Rico";
/** 11:00 in the agency's zone on Thursday 28 January 2027. */
const START = Date.parse("2027-01-28T15:00:00Z");
const DAY = 86_400_000;

export function reminderOccurrenceSuite(name: string, open: OpenDatabase) {
  describe(`stored next occurrences of reminders (${name})`, () => {
    const app = appForSuite(
      open,
      async () => ({
        reminders: await import("@/server/reminders/find-reminders"),
        occurrences: await import("@/server/reminders/occurrence-sql"),
        queries: await import("@/server/reminders/reminder-query"),
        refresh: await import("@/server/reminders/store-occurrences"),
      }),
      { settings: { APP_TIME_ZONE: ZONE } },
    );
    let actor: Actor;
    let specialistId: string;
    let listingId: string;

    beforeAll(async () => {
      const specialist = await app.prisma.user.create({ data: userData({ role: "property-specialist" }) });
      const owner = await app.prisma.client.create({ data: clientData() });
      const listing = await app.prisma.listing.create({ data: listingData({ clientId: owner.id, propertySpecialistId: specialist.id }) });
      actor = actorOf(specialist);
      specialistId = specialist.id;
      listingId = listing.id;
    });

    const dayOf = (now: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(now);

    async function create(now: Date, fields: Partial<ReminderFields> & Pick<ReminderFields, "dateTime">) {
      const { createReminder } = await import("@/server/reminders/create-reminder");
      const data: ReminderFields = {
        name: "Check",
        propertyRef: listingId,
        time: "09:30",
        amPM: "AM",
        isReoccuring: false,
        frequency: "none",
        dayOfWeek: null,
        notes: "n",
        status: null,
        ...fields,
      };
      return createReminder({ data, actor, now });
    }

    /** A reminder that began before the test's first day, written straight to the table (the API refuses past dates). */
    async function past(local: string, frequency: "none" | "daily" | "weekly" | "monthly", dayOfWeek: string | null = null) {
      const [row] = await app.prisma.$queryRaw<{ id: string }[]>`
        INSERT INTO reminders (name, listing_id, specialist_id, due_at, time, am_pm, is_recurring, frequency, day_of_week, notes, updated_at)
        VALUES ('Past', ${listingId}::uuid, ${specialistId}::uuid, ${local}::timestamp AT TIME ZONE ${ZONE}, '08:15', 'AM',
                ${frequency !== "none"}, ${frequency}::"ReminderFrequency", ${dayOfWeek}, 'n', now())
        RETURNING id::text AS id`;
      return row!.id;
    }

    /** Every reminder of the specialist with its next occurrence computed from its own columns on `today`. */
    async function computed(today: string): Promise<Map<string, Reminder>> {
      const rows = await app.prisma.$queryRaw<Parameters<typeof app.queries.toReminderDto>[0][]>`
        ${app.queries.reminderSelect(today, ZONE)} WHERE r.specialist_id = ${specialistId}::uuid`;
      return new Map(rows.map((row) => [row.id, app.queries.toReminderDto(row)]));
    }

    /** The list's order: next occurrence, then the newest first date, then id. */
    const byOccurrence = (a: Reminder, b: Reminder) =>
      a.nextOccurrence!.localeCompare(b.nextOccurrence!) || b.dateTime.localeCompare(a.dateTime) || (a._id < b._id ? -1 : 1);

    /** The stored column of every reminder, to prove a read leaves it as it was. */
    const storedColumn = () =>
      app.prisma.$queryRaw<
        { id: string; stored: Date | null }[]
      >`SELECT id::text AS id, next_occurrence AS stored FROM reminders ORDER BY id`;

    /** The stored column against what would be computed on `today`: rows that differ, rows a read would have to compute. */
    async function storedAgainstComputed(today: string) {
      const [check] = await app.prisma.$queryRaw<{ differ: number; stale: number }[]>`
        SELECT (count(*) FILTER (WHERE r.next_occurrence IS DISTINCT FROM ${app.occurrences.storedOccurrence(today, ZONE)}))::int AS differ,
               (count(*) FILTER (WHERE ${app.occurrences.staleOccurrence(today)}))::int AS stale
        FROM reminders r WHERE r.specialist_id = ${specialistId}::uuid`;
      return check;
    }

    async function expectReadsMatch(now: Date, { refreshAfter = true } = {}) {
      const today = dayOf(now);
      const before = await storedColumn();
      const expected = await computed(today);
      const toCome = [...expected.values()].filter((reminder) => reminder.nextOccurrence !== null).sort(byOccurrence);
      const isToday = (reminder: Reminder) => dayOf(new Date(reminder.nextOccurrence!)) === today;
      const options = { now, timeZone: ZONE };

      const grouped = await app.reminders.findReminders({ sortItems: true, specialist: specialistId, skip: 0, limit: 500 }, options);
      if (grouped.kind !== "groups") throw new Error("expected groups");
      expect(
        grouped.groups.today.map((r) => r._id),
        today,
      ).toEqual(toCome.filter(isToday).map((r) => r._id));
      expect(
        grouped.groups.upcoming.map((r) => r._id),
        today,
      ).toEqual(toCome.filter((r) => !isToday(r)).map((r) => r._id));
      expect(grouped.groups.totals, today).toEqual({
        today: toCome.filter(isToday).length,
        upcoming: toCome.filter((r) => !isToday(r)).length,
      });
      for (const reminder of [...grouped.groups.today, ...grouped.groups.upcoming]) {
        expect(reminder, today).toEqual(expected.get(reminder._id));
      }

      // A page further on, and the flat list (past one-offs included, without a next occurrence).
      const paged = await app.reminders.findReminders({ sortItems: true, specialist: specialistId, skip: 3, limit: 4 }, options);
      if (paged.kind !== "groups") throw new Error("expected groups");
      expect(
        [...paged.groups.today, ...paged.groups.upcoming].map((r) => r._id),
        today,
      ).toEqual(toCome.slice(3, 7).map((r) => r._id));
      const flat = await app.reminders.findReminders({ specialist: specialistId, skip: 0, limit: 500 }, options);
      if (flat.kind !== "list") throw new Error("expected a list");
      expect(flat.total, today).toBe(expected.size);
      expect(
        flat.items.slice(0, toCome.length).map((r) => r._id),
        today,
      ).toEqual(toCome.map((r) => r._id));
      for (const reminder of flat.items) expect(reminder, today).toEqual(expected.get(reminder._id));

      // A read never writes.
      expect(await storedColumn(), `${today}: the reads changed the stored column`).toEqual(before);
      if (!refreshAfter) return;
      // The daily refresh stores what would be computed today, and leaves nothing to compute; a second run finds nothing.
      await app.refresh.refreshStaleReminderOccurrences({ db: app.prisma, now, timeZone: ZONE, batchSize: 3 });
      expect(await storedAgainstComputed(today), today).toEqual({ differ: 0, stale: 0 });
      expect(await app.refresh.refreshStaleReminderOccurrences({ db: app.prisma, now, timeZone: ZONE }), today).toBe(0);
    }

    /** What a write stored for a reminder is its next occurrence as of the write's day. */
    async function expectStoredByWrite(id: string, today: string) {
      const [row] = await app.prisma.$queryRaw<{ same: boolean; stored: Date | null }[]>`
        SELECT r.next_occurrence IS NOT DISTINCT FROM ${app.occurrences.storedOccurrence(today, ZONE)} AS same, r.next_occurrence AS stored
        FROM reminders r WHERE r.id = ${id}::uuid`;
      expect(row!.stored, `${id} stored nothing`).not.toBeNull();
      expect(row!.same, `${id} stored another occurrence than ${today}'s`).toBe(true);
    }

    const storedOf = async (id: string) =>
      (await app.prisma.$queryRaw<{ stored: Date | null }[]>`SELECT next_occurrence AS stored FROM reminders WHERE id = ${id}::uuid`)[0]!
        .stored;

    it("matches the computed next occurrence every day for ten weeks, across writes", async () => {
      const first = new Date(START);
      const on = (days: number) => dayOf(new Date(START + days * DAY));
      // One-offs today (midnight, late evening), tomorrow and later; recurring ones starting today or later.
      await create(first, { dateTime: on(0), time: "00:00", amPM: "AM" });
      await create(first, { dateTime: on(0), time: "11:59", amPM: "PM" });
      await create(first, { dateTime: on(1) });
      const later = await create(first, { dateTime: on(9), time: "04:45", amPM: "PM" });
      await create(first, { dateTime: on(0), isReoccuring: true, frequency: "daily", time: "07:00" });
      await create(first, { dateTime: on(3), isReoccuring: true, frequency: "daily", time: "06:00", amPM: "PM" });
      const weekly = await create(first, { dateTime: on(2), isReoccuring: true, frequency: "weekly", dayOfWeek: "monday" });
      await create(first, { dateTime: on(0), isReoccuring: true, frequency: "weekly" });
      // Month-end: 31 January → 28 February → 31 March; and the 29th.
      await create(first, { dateTime: "2027-01-31", isReoccuring: true, frequency: "monthly", time: "10:00" });
      const monthly = await create(first, { dateTime: "2027-01-29", isReoccuring: true, frequency: "monthly", time: "10:00" });
      // Begun before the first day: a past one-off, a weekly on Tuesdays, a monthly on the 30th.
      await past("2027-01-10 08:15", "none");
      await past("2026-12-01 08:15", "weekly", "tuesday");
      const pastMonthly = await past("2026-11-30 08:15", "monthly");

      const { updateReminder } = await import("@/server/reminders/update-reminder");
      for (let day = 0; day < 70; day++) {
        const now = new Date(START + day * DAY);
        if (day === 5) {
          // Through the API's update: a new weekday, a new date, a one-off made recurring.
          await updateReminder({ data: { _id: weekly._id, dayOfWeek: "friday" }, actor, now });
          await updateReminder({ data: { _id: later._id, dateTime: on(6) }, actor, now });
          await updateReminder({ data: { _id: monthly._id, isReoccuring: true, frequency: "weekly", dayOfWeek: null }, actor, now });
          for (const id of [weekly._id, later._id, monthly._id]) await expectStoredByWrite(id, dayOf(now));
        }
        if (day === 12) {
          // Straight to the table: the trigger clears what a change of date or recurrence makes wrong, and only that.
          const kept = await storedOf(pastMonthly);
          await app.prisma.reminder.update({ where: { id: pastMonthly }, data: { name: "Renamed" } });
          expect(await storedOf(pastMonthly)).toEqual(kept);
          await app.prisma.$executeRaw(
            Prisma.sql`UPDATE reminders SET frequency = 'daily', due_at = due_at + interval '20 days' WHERE id = ${pastMonthly}::uuid`,
          );
          expect(await storedOf(pastMonthly)).toBeNull();
          await updateReminder({ data: { _id: weekly._id, isReoccuring: false, frequency: "none", dateTime: on(14) }, actor, now });
        }
        if (day === 30) {
          const created = await create(now, { dateTime: on(30), isReoccuring: true, frequency: "monthly", time: "08:00", amPM: "PM" });
          await expectStoredByWrite(created._id, dayOf(now));
        }
        // Most days the refresh runs after the reads; on every third day it does not, so the next day's reads find stale rows.
        await expectReadsMatch(now, { refreshAfter: day % 3 !== 0 });
      }
    });

    it("answers from the reminders themselves when stored values are missing or stale", async () => {
      // Whatever the column holds for an unfinished refresh (NULL, an old day), the answer is the computed one.
      const now = new Date(START + 40 * DAY);
      await app.prisma
        .$executeRaw`UPDATE reminders SET next_occurrence = NULL WHERE specialist_id = ${specialistId}::uuid AND is_recurring`;
      await expectReadsMatch(now, { refreshAfter: false });
      await app.prisma
        .$executeRaw`UPDATE reminders SET next_occurrence = timestamp '2027-01-01 08:00' WHERE specialist_id = ${specialistId}::uuid AND is_recurring`;
      await expectReadsMatch(now);
    });
  });
}
