import { reminderListQuerySchema } from "@/lib/schemas/reminder";
import { json, listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readQuery } from "@/server/api/input";
import { findReminders } from "@/server/reminders/find-reminders";

export const GET = withSession(async ({ req }) => {
  const result = await findReminders(readQuery(req, reminderListQuerySchema));
  if (result.kind === "groups") {
    return json(result.groups, { headers: { "X-Total-Count": String(result.total), "Access-Control-Expose-Headers": "X-Total-Count" } });
  }
  return listResponse(result.items, result.total);
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
