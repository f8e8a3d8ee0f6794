import { securitySettingsSchema } from "@/lib/schemas/second-factor";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { getSecuritySettings, updateSecuritySettings } from "@/server/second-factor/security-settings";

/** Admins: who must have a second sign-in step (docs/API.md "Two-step sign-in"). */
export const GET = withSession(async () => json(await getSecuritySettings()), { roles: ["admin"] });

export const PUT = withSession(
  async ({ req, actor }) => json(await updateSecuritySettings({ data: await readJson(req, securitySettingsSchema), actor })),
  { roles: ["admin"] },
);

export const { POST, PATCH, DELETE } = methodsNotAllowed("GET", "PUT");
