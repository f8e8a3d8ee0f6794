import { totpRemoveSchema } from "@/lib/schemas/second-factor";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { clientAddress } from "@/server/auth/client-address";
import { removeTotp, startTotpSetup } from "@/server/second-factor/totp-setup";

/** Starts setting up an authenticator app: `{ secret, otpauthUrl, qrCodeDataUrl }`, pending until confirmed. */
export const POST = withSession(async ({ session }) => json(await startTotpSetup(session.user)), {
  duringSecondFactorSetup: true,
  keepOffline: false,
});

/** Removes the authenticator app, confirmed by `{ code }` (a current code or a backup code). */
export const DELETE = withSession(
  async ({ req, session, actor }) => {
    const { code } = await readJson(req, totpRemoveSchema);
    await removeTotp({ person: session.user, actor, code, ip: clientAddress(req.headers) });
    return new Response(null, { status: 204 });
  },
  { duringSecondFactorSetup: true },
);

export const { GET, PUT, PATCH } = methodsNotAllowed("POST", "DELETE");
