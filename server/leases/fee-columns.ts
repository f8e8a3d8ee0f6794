import type { LateFeePolicy, ManagementFee } from "@/lib/domain/rent-fees";
import { Prisma } from "@/lib/generated/prisma/client";

/** A lease's own fee as its JSON column holds it: SQL NULL for "the agency's". */
export function feeColumn(fee: ManagementFee | LateFeePolicy | null): Prisma.InputJsonObject | typeof Prisma.DbNull {
  return fee === null ? Prisma.DbNull : { ...fee };
}
