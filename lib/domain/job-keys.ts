/**
 * The keys that make a job's work happen once: each is the job's singleton key (no second live job) and its
 * message's idempotency key (a retry that crashed after writing the message finds it).
 */

/** One person's digest for one agency day: a person gets at most one digest a day. */
export const digestKey = ({ userId, day }: { userId: string; day: string }) => `digest:${userId}:${day}`;

/** One owner's statement of one month, one round (1, or more after a resend). */
export const statementKey = ({ clientId, month, round }: { clientId: string; month: string; round: number }) =>
  `statement:${clientId}:${month}:${round}`;
