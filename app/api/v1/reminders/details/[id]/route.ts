import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readId } from "@/server/api/input";
import { getReminder } from "@/server/reminders/get-reminder";

export const GET = withSession<{ id: string }>(async ({ params }) => json(await getReminder(readId(params.id))));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
