import { rentSettingsSchema } from "@/lib/schemas/rent-settings";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { getRentSettings } from "@/server/rent-settings/get-rent-settings";
import { updateRentSettings } from "@/server/rent-settings/update-rent-settings";

/** Admins: the agency's management fee and late-fee policy (docs/API.md "Rent settings"). */
export const GET = withSession(async () => json(await getRentSettings()), { roles: ["admin"] });

/** Admins: both sent, both replaced → the settings as stored. */
export const PUT = withSession(
  async ({ req, actor }) => json(await updateRentSettings({ data: await readJson(req, rentSettingsSchema), actor })),
  { roles: ["admin"] },
);

export const { POST, PATCH, DELETE } = methodsNotAllowed("GET", "PUT");
