import { updateReminderSchema } from "@/lib/schemas/reminder";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { updateReminder } from "@/server/reminders/update-reminder";

export const PUT = withSession(async ({ req, actor }) => {
  return json(await updateReminder({ data: await readJson(req, updateReminderSchema), actor }));
});

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed("PUT");
