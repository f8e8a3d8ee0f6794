import { backupCodesRegenerateSchema } from "@/lib/schemas/second-factor";
import { json, methodsNotAllowed, withSession } from "@/server/api/handler";
import { readJson } from "@/server/api/input";
import { clientAddress } from "@/server/auth/client-address";
import { regenerateBackupCodes } from "@/server/second-factor/backup-codes-setup";

/** A new set of backup codes, confirmed by `{ code }` or `{ password }` → `{ backupCodes }` (the old ones stop working). */
export const POST = withSession(
  async ({ req, session, actor }) => {
    const confirmation = await readJson(req, backupCodesRegenerateSchema);
    return json(await regenerateBackupCodes({ person: session.user, actor, confirmation, ip: clientAddress(req.headers) }));
  },
  { duringSecondFactorSetup: true, keepOffline: false },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
