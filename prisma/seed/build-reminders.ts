import { DAYS_OF_WEEK, type ReminderFrequency } from "@/lib/domain/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import { QUARTER_HOURS, WORKING_HOURS, type LocalCalendar } from "./calendar";
import { REMINDER_TEMPLATES } from "./data/reminders";
import type { ListingRow } from "./build-listings";
import type { SeedUser } from "./build-service-orders";
import type { Random } from "./random";

/**
 * Two reminders today per specialist (one recurring weekly), and a mix of
 * one-off and recurring ones over the next two months. The daily ones start
 * beyond the coming week: a daily reminder takes a row of every day of the
 * dashboard's "Next 7 days", and would push everything else off it.
 */
export function buildReminders(
  random: Random,
  calendar: LocalCalendar,
  listings: readonly ListingRow[],
  specialists: readonly SeedUser[],
): Prisma.ReminderCreateManyInput[] {
  const reminders: Prisma.ReminderCreateManyInput[] = [];
  const add = (specialist: SeedUser, dayOffset: number, hour: number, minute: number, frequency: ReminderFrequency) => {
    const own = listings.filter((listing) => listing.propertySpecialistId === specialist.id);
    const listing = random.pick(own);
    const template = random.pick(REMINDER_TEMPLATES[frequency]);
    reminders.push({
      name: template.name,
      listingId: listing.id,
      specialistId: listing.propertySpecialistId,
      dueAt: calendar.at(dayOffset, hour, minute),
      ...twelveHourTime(hour, minute),
      isRecurring: frequency !== "none",
      frequency,
      dayOfWeek: frequency === "weekly" ? DAYS_OF_WEEK[calendar.weekday(dayOffset)]! : null,
      notes: template.notes,
      status: null,
    });
  };

  // Due today: two per specialist, spread over the working day, the first specialist's morning one recurring weekly.
  const todaySlots: [number, number][] = [
    [8, 30],
    [10, 0],
    [11, 45],
    [13, 30],
    [15, 0],
    [16, 15],
    [17, 30],
    [18, 45],
  ];
  specialists.forEach((specialist, index) => {
    const [morningHour, morningMinute] = todaySlots[index]!;
    const [afternoonHour, afternoonMinute] = todaySlots[index + 4]!;
    add(specialist, 0, morningHour, morningMinute, index === 0 ? "weekly" : "none");
    add(specialist, 0, afternoonHour, afternoonMinute, "none");
  });

  // Upcoming: some recurring, most one-off, over the next two months.
  const upcomingFrequencies: ReminderFrequency[] = [
    "daily",
    "weekly",
    "weekly",
    "weekly",
    "weekly",
    "monthly",
    "monthly",
    "monthly",
    ...Array<ReminderFrequency>(24).fill("none"),
  ];
  for (const frequency of random.shuffle(upcomingFrequencies)) {
    const specialist = random.pick(specialists);
    const dayOffset = frequency === "none" ? random.int(1, 60) : frequency === "daily" ? random.int(8, 14) : random.int(1, 14);
    add(specialist, dayOffset, random.pick(WORKING_HOURS), random.pick(QUARTER_HOURS), frequency);
  }
  return reminders;
}

/** 'hh:mm' in 12-hour form as the reminder form enters it (callers avoid the 12 o'clock hours). */
function twelveHourTime(hour: number, minute: number): { time: string; amPM: "AM" | "PM" } {
  const pad = (value: number) => String(value).padStart(2, "0");
  return { time: `${pad(hour % 12)}:${pad(minute)}`, amPM: hour >= 12 ? "PM" : "AM" };
}
