import { conflict } from "@/server/errors";

export const RENT_ENTRY_LOCKED = "This entry comes from a lease payment. Reverse the payment on the lease instead.";
export const DEPOSIT_ENTRY_LOCKED = "This entry comes from a lease's deposit settlement and cannot be changed here.";

/**
 * An owner's entry made from rent (it has a `rent_postings` row: the rent
 * credited, a management fee, a late fee passed to the owner, a deposit
 * deduction, or a reversal the system posted of one of them) belongs to the
 * tenant's ledger: deleting or reversing it by hand would part the two
 * ledgers. 409, and the way forward; nothing for any other entry. The
 * system's own reversals (server/leases/owner-share.ts) append directly and
 * never come here.
 */
export function refuseRentEntry(entry: { rentPosting: { share: string } | null }): void {
  if (!entry.rentPosting) return;
  throw conflict(entry.rentPosting.share === "deposit_deduction" ? DEPOSIT_ENTRY_LOCKED : RENT_ENTRY_LOCKED);
}

/** What refuseRentEntry reads, for the entry's query. */
export const rentPostingShare = { rentPosting: { select: { share: true } } } as const;
