import type { Actor } from "@/server/auth/actor";
import { conflict, unprocessable } from "@/server/errors";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { accountClientSelect, toAccountDto } from "./account-dto";

/**
 * Opens an empty account (zero balance) for a client. Posting to a client
 * opens its account by itself; this is for opening one explicitly.
 */
export async function registerAccount({ clientId, actor }: { clientId: string; actor: Actor }) {
  return prisma.$transaction(async (tx) => {
    const inserted = await tx.$executeRaw`
      INSERT INTO accounts (client_id, balance, entry_count, created_at, updated_at)
      SELECT id, 0, 0, now(), now() FROM clients WHERE id = ${clientId}::uuid
      ON CONFLICT (client_id) DO NOTHING`;
    if (Number(inserted) === 0) {
      const client = await tx.client.findUnique({ where: { id: clientId }, select: { id: true } });
      if (!client) throw unprocessable("Client not found.");
      throw conflict("This client already has an account.");
    }
    await recordAudit(tx, {
      actor,
      action: "create",
      entityType: "account",
      entityId: clientId,
      changes: { clientRef: clientId, balance: "0.00" },
    });
    const row = await tx.client.findUniqueOrThrow({ where: { id: clientId }, select: accountClientSelect });
    return toAccountDto(row, null);
  });
}
