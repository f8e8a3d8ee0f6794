import { createHash, randomInt } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { BACKUP_CODE_COUNT } from "@/lib/domain/second-factor";

const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789"; // no 0/o, 1/l: read off paper without doubt

/** Stored as a hash only, salted with the person's id (the codes carry 50 random bits each). */
const hashOf = (userId: string, code: string) =>
  createHash("sha256")
    .update(`${userId}:${code.replace("-", "")}`)
    .digest("hex");

function newCode(): string {
  const characters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${characters.slice(0, 5).join("")}-${characters.slice(5).join("")}`;
}

/** A new set of backup codes, replacing every earlier one (used or not): the codes are answered once, never stored. */
export async function issueBackupCodes(tx: Prisma.TransactionClient, userId: string): Promise<string[]> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, newCode);
  await tx.backupCode.deleteMany({ where: { userId } });
  await tx.backupCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hashOf(userId, code) })) });
  return codes;
}

/** Uses up one unused backup code (of two requests with one code, one wins). */
export async function spendBackupCode(tx: Prisma.TransactionClient, userId: string, code: string): Promise<boolean> {
  const { count } = await tx.backupCode.updateMany({
    where: { userId, codeHash: hashOf(userId, code), usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1;
}
