import { createReminderSchema } from "@/lib/schemas/reminder";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { createReminder } from "@/server/reminders/create-reminder";

export const POST = withSession(async ({ req, actor }) => {
  const reminder = await createReminder({ data: await readJson(req, createReminderSchema), actor });
  return json(reminder, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
