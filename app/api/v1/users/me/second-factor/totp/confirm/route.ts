import { totpConfirmSchema } from "@/lib/schemas/second-factor";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { clientAddress } from "@/server/auth/client-address";
import { confirmTotp } from "@/server/second-factor/totp-setup";

/** Confirms the pending authenticator app with its first `{ code }` → `{ backupCodes }` (10, shown once). */
export const POST = withSession(
  async ({ req, session, actor }) => {
    const { code } = await readJson(req, totpConfirmSchema);
    return json(await confirmTotp({ person: session.user, actor, code, ip: clientAddress(req.headers) }));
  },
  { duringSecondFactorSetup: true, keepOffline: false },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
