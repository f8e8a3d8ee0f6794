import type { Prisma } from "@/lib/generated/prisma/client";
import { TOTP_CODE_PATTERN, type SecondFactorMethod } from "@/lib/domain/second-factor";
import { spendBackupCode } from "./backup-codes";
import { acceptTotpCode } from "./totp";

/**
 * A code typed as the second step (already normalised by secondFactorCodeSchema): six digits are the
 * authenticator app's, anything else a backup code. The method it was, or null when it is not valid now.
 */
export async function acceptSecondFactorCode(
  tx: Prisma.TransactionClient,
  userId: string,
  code: string,
): Promise<Extract<SecondFactorMethod, "totp" | "backup_code"> | null> {
  if (TOTP_CODE_PATTERN.test(code)) return (await acceptTotpCode(tx, userId, code)) ? "totp" : null;
  return (await spendBackupCode(tx, userId, code)) ? "backup_code" : null;
}
