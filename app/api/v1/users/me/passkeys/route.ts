import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { passkeyCreateSchema } from "@/lib/schemas/second-factor";
import { json, listResponse, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { addPasskey, listPasskeys } from "@/server/second-factor/passkey-setup";

/** The caller's passkeys. */
export const GET = withSession(
  async ({ session }) => {
    const passkeys = await listPasskeys(session.user);
    return listResponse(passkeys, passkeys.length);
  },
  { duringSecondFactorSetup: true, keepOffline: false },
);

/** Adds a passkey: `{ name, response }` → 201 `{ passkey, backupCodes? }` (backup codes with a first second factor). */
export const POST = withSession(
  async ({ req, session, actor }) => {
    const { name, response } = await readJson(req, passkeyCreateSchema);
    const added = await addPasskey({ person: session.user, actor, name, response: response as unknown as RegistrationResponseJSON });
    return json(added, { status: 201 });
  },
  { duringSecondFactorSetup: true },
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed("GET", "POST");
