import { describe, expect, it } from "vitest";
import { isAppError } from "@/server/errors";
import { queueMessage } from "@/server/mail/queue-message";
import { preparedMessage, userData } from "./factories";
import { BACKENDS, migratedDatabase } from "./harness";

/**
 * The send limit (server/mail/send-limit.ts) through queueMessage, the one way
 * a message is written: a person's messages of the last rolling hour are
 * counted under their row's lock, so a parallel burst cannot pass the limit;
 * over it is a 429 with Retry-After and nothing written; scheduled mail is not
 * counted; the Outbox row keeps who caused it.
 */
describe.each(BACKENDS)("send limit on $name", (backend) => {
  const db = migratedDatabase(backend);

  const message = (createdBy: { id: string; name: string } | null) => preparedMessage(createdBy, { subject: "Work order" });

  it("of a burst of eight sends with a limit of five, exactly five are written; the rest are 429 with Retry-After", async () => {
    const prisma = db.prisma;
    const user = await prisma.user.create({ data: userData() });
    const sender = { id: user.id, name: "Marisol Ortiz" };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => prisma.$transaction((tx) => queueMessage(tx, message(sender), { perHour: 5 }), { maxWait: 20_000 })),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(5);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason as unknown] : []));
    expect(refusals).toHaveLength(3);
    for (const refusal of refusals) {
      expect(isAppError(refusal, "TOO_MANY_REQUESTS"), String(refusal)).toBe(true);
      const { details, message: text } = refusal as { details: { retryAfterSeconds: number }; message: string };
      expect(details.retryAfterSeconds).toBeGreaterThan(3500);
      expect(details.retryAfterSeconds).toBeLessThanOrEqual(3600);
      expect(text).toMatch(/^You have sent 5 messages in the last hour, the most one person may send\. Try again in \d+ minutes\.$/);
    }
    const written = await prisma.outboxMessage.findMany({ where: { createdById: user.id } });
    expect(written).toHaveLength(5);
    expect(written.every((row) => row.createdByName === "Marisol Ortiz")).toBe(true);

    // Scheduled mail (no person) is never counted or refused.
    await prisma.$transaction((tx) => queueMessage(tx, message(null), { perHour: 5 }));
  });

  it("counts a rolling hour: older messages do not count, and Retry-After is when the oldest of the hour leaves it", async () => {
    const prisma = db.prisma;
    const user = await prisma.user.create({ data: userData() });
    const sender = { id: user.id, name: "Marisol Ortiz" };
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    for (const [index, minutes] of [90, 61, 59, 30].entries()) {
      const written = message(sender);
      await prisma.outboxMessage.create({
        data: {
          id: written.id,
          kind: written.kind,
          status: "captured",
          toAddress: written.to.address,
          subject: `Earlier ${index}`,
          messageId: written.messageId,
          html: written.html,
          text: written.text,
          raw: new Uint8Array(written.raw),
          createdById: user.id,
          createdAt: minutesAgo(minutes),
        },
      });
    }
    // Two in the hour (59 and 30 minutes ago): a third passes, a fourth is refused until the 59-minute one leaves.
    await prisma.$transaction((tx) => queueMessage(tx, message(sender), { perHour: 3 }));
    const refused = await prisma.$transaction((tx) => queueMessage(tx, message(sender), { perHour: 3 })).catch((error: unknown) => error);
    expect(isAppError(refused, "TOO_MANY_REQUESTS")).toBe(true);
    const { retryAfterSeconds } = (refused as { details: { retryAfterSeconds: number } }).details;
    expect(retryAfterSeconds).toBeGreaterThanOrEqual(55);
    expect(retryAfterSeconds).toBeLessThanOrEqual(61);
    expect((refused as Error).message).toMatch(/Try again in \d+ seconds\.$/);
  });
});
