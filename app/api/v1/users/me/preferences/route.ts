import { preferencesSchema } from "@/lib/schemas/user";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { getPreferences, updatePreferences } from "@/server/users/user-preferences";

/** The caller's own preferences: the language of the mail the console sends them. */
export const GET = withSession(async ({ actor }) => json(await getPreferences(actor)));

export const PUT = withSession(async ({ req, actor }) => json(await updatePreferences(actor, await readJson(req, preferencesSchema))));

export const { POST, PATCH, DELETE } = methodsNotAllowed("GET", "PUT");
