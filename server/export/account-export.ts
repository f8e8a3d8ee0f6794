import type { z } from "zod";
import { accountListQuerySchema, type AccountListItemDto } from "@/lib/schemas/account";
import { accountItems, accountListSegments } from "@/server/accounts/find-accounts";
import { prisma } from "@/server/db/client";
import type { EntityExport } from "./csv";

const query = accountListQuerySchema.omit({ skip: true, limit: true });

/** Every client with its balance (accountBalance is implied), in the list's order. */
export const accountExport: EntityExport<z.output<typeof query>, AccountListItemDto> = {
  query,
  ids: async (filters, _actor, take) => {
    const segments = accountListSegments(filters);
    const lists = await Promise.all(
      segments.map((segment) => prisma.client.findMany({ where: segment.where, orderBy: segment.orderBy, select: { id: true }, take })),
    );
    return lists
      .flat()
      .slice(0, take)
      .map((row) => row.id);
  },
  rows: (batch) => accountItems(batch, true),
  columns: () => [
    { header: "Name", kind: "text", value: (row) => row.name },
    { header: "Listings", kind: "number", value: (row) => row.propertyCount },
    { header: "Ledger entries", kind: "number", value: (row) => row.entryCount },
    { header: "Balance (US$)", kind: "number", value: (row) => row.accountBalance },
  ],
};
