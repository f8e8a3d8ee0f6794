import { expect, type APIRequestContext } from "@playwright/test";
import { addDays } from "@/lib/domain/recurrence";
import { createThrowawayUser } from "@/tests/api/support/throwaway-user";
import { API, fakeAddress } from "./api";
import { createOrderViaApi, createProviderViaApi, setOrderDueAt } from "./orders";
import { agencyDate, agencyInstant, createListingFor, insertReminder, userIdByEmail } from "./reminders";

/**
 * A property specialist of one test with a calendar of known contents: a
 * rented listing whose lease ends in 10 days, a weekly reminder (Mondays,
 * begun three weeks ago), a month-end monthly one (begun on 31 January 2026),
 * an order due in 2 days and a past-due one (yesterday).
 */
export interface CalendarFixture {
  token: string;
  email: string;
  password: string;
  specialistId: string;
  listing: { _id: string; propertyName: string };
  weekly: { id: string; name: string };
  monthEnd: { id: string; name: string };
  order: { _id: string; orderNumber: number };
  pastDueOrder: { _id: string; orderNumber: number };
  leaseEnd: string;
}

export async function signInAs(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post(`${API}/auth/admin/login`, {
    data: { email, password },
    headers: { "x-forwarded-for": fakeAddress() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).authToken as string;
}

export async function calendarFixture(request: APIRequestContext, adminToken: string): Promise<CalendarFixture> {
  const user = await createThrowawayUser();
  const specialistId = await userIdByEmail(user.email);
  const leaseEnd = agencyDate(10);
  const listing = await createListingFor(request, adminToken, specialistId, {
    status: "rented",
    cost: { salePriceInUS: null, rentalPriceInUS: "2500.00", negotiable: false },
    currentLease: {
      startDate: agencyDate(-355),
      endDate: leaseEnd,
      tenantName: "Marie Joseph",
      tenantPhoneNumber: "+1 758 555 0101",
      tenantEmail: "",
    },
  });
  const weekly = await insertReminder({
    listingId: listing._id,
    specialistId,
    dueAt: agencyInstant(agencyDate(-21), 9, 30),
    frequency: "weekly",
    dayOfWeek: "monday",
    name: "Weekly walk-through",
  });
  const monthEnd = await insertReminder({
    listingId: listing._id,
    specialistId,
    dueAt: agencyInstant("2026-01-31", 16, 0),
    frequency: "monthly",
    name: "Month-end rent check",
  });
  const provider = await createProviderViaApi(request, adminToken);
  const refs = { listingRef: listing._id, serviceProviderRef: provider._id };
  const order = await createOrderViaApi(request, adminToken, refs, {
    serviceDueDateTime: agencyInstant(agencyDate(2), 14, 0).toISOString(),
  });
  const pastDueOrder = await createOrderViaApi(request, adminToken, refs);
  await setOrderDueAt(pastDueOrder._id, agencyInstant(agencyDate(-1), 8, 0));
  const token = await signInAs(request, user.email, user.password);
  return { token, ...user, specialistId, listing, weekly, monthEnd, order, pastDueOrder, leaseEnd };
}

/** Days from..to on which `test` holds (computed here without the app's recurrence code). */
export function daysWhere(from: string, to: string, test: (day: string) => boolean): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (test(day)) days.push(day);
  return days;
}

export const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;
export const isLastDayOfMonth = (day: string) => addDays(day, 1).slice(8, 10) === "01";
