import { notFound } from "@/server/errors";
import { prisma } from "@/server/db/client";
import { accountClientSelect, toAccountDto } from "./account-dto";

/** The account record of a client: name, balance, entry count, listing count. 404 for an unknown client. */
export async function getAccount(clientId: string) {
  const [row, last] = await Promise.all([
    prisma.client.findUnique({ where: { id: clientId }, select: accountClientSelect }),
    prisma.accountTransaction.findFirst({ where: { clientId }, orderBy: [{ date: "desc" }, { sequence: "desc" }], select: { date: true } }),
  ]);
  if (!row) throw notFound("Client not found.");
  return toAccountDto(row, last?.date ?? null);
}
