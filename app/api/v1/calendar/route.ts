import { calendarQuerySchema } from "@/lib/schemas/calendar";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { calendarSpecialist } from "@/server/calendar/calendar-scope";
import { findCalendarEvents } from "@/server/calendar/find-calendar-events";

/** The events of agency days from..to (docs/API.md, Calendar). */
export const GET = withSession(async ({ req, actor }) => {
  const { from, to, specialist } = readQuery(req, calendarQuerySchema);
  const specialistId = calendarSpecialist(actor, specialist);
  return json(await findCalendarEvents({ from, to, specialistId, includeUserDocuments: actor.role === "admin" }));
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
