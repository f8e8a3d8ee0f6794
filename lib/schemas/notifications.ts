import { z } from "zod";

/** GET/PUT /api/v1/users/me/notifications: the daily digest, on or off, and its hour in the agency's time zone. */
export const notificationSettingsSchema = z.object({
  digest: z.boolean({ error: "digest must be true or false." }),
  digestHour: z
    .number({ error: "digestHour must be a whole hour from 0 to 23." })
    .int("digestHour must be a whole hour from 0 to 23.")
    .min(0, "digestHour must be a whole hour from 0 to 23.")
    .max(23, "digestHour must be a whole hour from 0 to 23."),
});

export type NotificationSettings = z.output<typeof notificationSettingsSchema>;

/** The hour a digest goes out when the person has not chosen one. */
export const DEFAULT_DIGEST_HOUR = 7;

/** "7:00 AM": an hour of the day as the console writes times. */
export function formatHour(hour: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? "AM" : "PM"}`;
}
