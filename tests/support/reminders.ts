import { TZDate } from "@date-fns/tz";
import { expect, type APIRequestContext } from "@playwright/test";
import { format } from "date-fns";
import { randomBytes } from "node:crypto";
import { DEFAULT_TIME_ZONE } from "@/lib/domain/agency";
import { addDays } from "@/lib/domain/recurrence";
import { API, tokenHeaders } from "./api";
import { createListingViaApi, listingRefs } from "./listings";
import { withTestDatabase } from "./test-database";

/**
 * Reminder fixtures for the API and e2e suites. "Today" is the agency's day
 * in APP_TIME_ZONE (the test servers use the default, DEFAULT_TIME_ZONE),
 * computed here the way lib/domain/agency-time.ts does, so tests need no clock
 * control: dates are relative to the agency's today.
 */
export const AGENCY_TIME_ZONE = process.env.APP_TIME_ZONE || DEFAULT_TIME_ZONE;

export function agencyToday(now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), AGENCY_TIME_ZONE), "yyyy-MM-dd");
}

export const agencyDate = (offsetDays: number) => addDays(agencyToday(), offsetDays);

/** The instant of a local date and 24-hour time in the agency's zone. */
export function agencyInstant(date: string, hours: number, minutes: number): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, 0, 0, AGENCY_TIME_ZONE).getTime());
}

/** A property specialist made for one test (no password: never signs in), so its reminders are its own. */
export async function createSpecialist(): Promise<{ id: string; firstName: string; lastName: string }> {
  const tag = randomBytes(6).toString("hex");
  const { rows } = await withTestDatabase((client) =>
    client.query<{ id: string }>(
      `INSERT INTO users (user_name, email, password_hash, first_name, last_name, role, is_active, updated_at)
       VALUES ($1, $2, 'not-a-hash', 'Rema', $3, 'property-specialist', true, now()) RETURNING id::text`,
      [`reminders.${tag}`, `reminders.${tag}@agency.test`, `Specialist ${tag}`],
    ),
  );
  return { id: rows[0]!.id, firstName: "Rema", lastName: `Specialist ${tag}` };
}

/** A listing (through the API) handled by the given specialist (default: the test specialist). */
export async function createListingFor(
  request: APIRequestContext,
  token: string,
  specialistId?: string,
  overrides: Record<string, unknown> = {},
) {
  const refs = await listingRefs(request, token);
  return createListingViaApi(
    request,
    token,
    { client: refs.client, propertySpecialist: specialistId ?? refs.propertySpecialist },
    overrides,
  );
}

export function reminderBody(propertyRef: string, overrides: Record<string, unknown> = {}) {
  return {
    name: `Reminder ${randomBytes(4).toString("hex")}`,
    propertyRef,
    dateTime: agencyDate(3),
    time: "09:30",
    amPM: "AM",
    isReoccuring: false,
    frequency: "none",
    dayOfWeek: null,
    notes: "Check the water heater.",
    ...overrides,
  };
}

export async function createReminderViaApi(
  request: APIRequestContext,
  token: string,
  propertyRef: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await request.post(`${API}/reminders/register`, {
    headers: tokenHeaders(token),
    data: reminderBody(propertyRef, overrides),
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { _id: string; name: string } & Record<string, unknown>;
}

/**
 * A reminder written straight into the database — the only way to have one
 * that began in the past (the API refuses past dates, as it should).
 */
export async function insertReminder(row: {
  listingId: string;
  specialistId: string;
  dueAt: Date;
  frequency?: "none" | "daily" | "weekly" | "monthly";
  dayOfWeek?: string | null;
  name?: string;
}): Promise<{ id: string; name: string }> {
  const name = row.name ?? `Stored reminder ${randomBytes(4).toString("hex")}`;
  const frequency = row.frequency ?? "none";
  const local = new TZDate(row.dueAt.getTime(), AGENCY_TIME_ZONE);
  const hours = local.getHours();
  const time = `${String(hours % 12 === 0 && hours >= 12 ? 12 : hours % 12).padStart(2, "0")}:${String(local.getMinutes()).padStart(2, "0")}`;
  const { rows } = await withTestDatabase((client) =>
    client.query<{ id: string }>(
      `INSERT INTO reminders (name, listing_id, specialist_id, due_at, time, am_pm, is_recurring, frequency, day_of_week, notes, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::"ReminderFrequency", $9, 'Stored for a test.', now()) RETURNING id::text`,
      [
        name,
        row.listingId,
        row.specialistId,
        row.dueAt,
        time,
        hours >= 12 ? "PM" : "AM",
        frequency !== "none",
        frequency,
        row.dayOfWeek ?? null,
      ],
    ),
  );
  return { id: rows[0]!.id, name };
}

export async function auditEntries(entityId: string): Promise<{ action: string }[]> {
  const { rows } = await withTestDatabase((client) =>
    client.query<{ action: string }>(`SELECT action FROM audit_log WHERE entity_type = 'reminder' AND entity_id = $1 ORDER BY at`, [
      entityId,
    ]),
  );
  return rows;
}

export async function userIdByEmail(email: string): Promise<string> {
  const { rows } = await withTestDatabase((client) => client.query<{ id: string }>(`SELECT id::text FROM users WHERE email = $1`, [email]));
  if (!rows[0]) throw new Error(`No user ${email}`);
  return rows[0].id;
}
