import { notificationSettingsSchema } from "@/lib/schemas/notifications";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { getNotificationSettings, updateNotificationSettings } from "@/server/notifications/notification-settings";

/** The caller's own mail settings: the daily digest and its hour (agency time). */
export const GET = withSession(async ({ actor }) => json(await getNotificationSettings(actor)));

export const PUT = withSession(async ({ req, actor }) =>
  json(await updateNotificationSettings(actor, await readJson(req, notificationSettingsSchema))),
);

export const { POST, PATCH, DELETE } = methodsNotAllowed("GET", "PUT");
