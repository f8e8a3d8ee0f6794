import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { deleteReminder } from "@/server/reminders/delete-reminder";

export const DELETE = withSession<{ id: string }>(async ({ params, actor }) => {
  await deleteReminder({ id: readId(params.id), actor });
  return json({ message: "Reminder removed." });
});

export const { GET, POST, PUT, PATCH } = methodsNotAllowed("DELETE");
