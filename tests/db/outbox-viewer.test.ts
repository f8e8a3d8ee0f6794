import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { outboxQuerySchema } from "@/lib/schemas/outbox";
import type { Actor } from "@/server/auth/actor";
import { isAppError } from "@/server/errors";
import { queueMessage, type PreparedMessage } from "@/server/mail/queue-message";
import { findOutboxMessages } from "@/server/outbox/find-outbox-messages";
import { getOutboxMessage } from "@/server/outbox/get-outbox-message";
import { preparedMessage, userData } from "./factories";
import { BACKENDS, migratedDatabase } from "./harness";

/**
 * Who reads which Outbox message (issue 44), through the app's own functions on both databases: an admin every
 * message, a specialist the ones they caused — another's, and scheduled mail, are absent from their list and a 404
 * when asked for by id. And a message written with no mail server set up (these suites have no SMTP_URL) is
 * answered as `captured`, also when an idempotency key answers the first message again.
 */
describe.each(BACKENDS)("the Outbox by viewer on $name", (backend) => {
  const db = migratedDatabase(backend);

  const message = (createdBy: Actor | null, idempotencyKey: string | null = null) => preparedMessage(createdBy, { idempotencyKey });
  const actor = async (role: Actor["role"]): Promise<Actor> => {
    const user = await db.prisma.user.create({ data: userData({ role }) });
    return { id: user.id, name: `${user.firstName} ${user.lastName}`, role };
  };
  const queue = (prepared: PreparedMessage) => db.prisma.$transaction((tx) => queueMessage(tx, prepared));
  const everything = outboxQuerySchema.parse({ limit: "100" });

  it("a specialist lists and opens their own messages only; an admin lists and opens every one", async () => {
    const [ann, bob, admin] = await Promise.all([actor("property-specialist"), actor("property-specialist"), actor("admin")]);
    const anns = [await queue(message(ann)), await queue(message(ann))];
    const bobs = await queue(message(bob));
    const scheduled = await queue(message(null));
    const byAdmin = await queue(message(admin));

    const annSees = await findOutboxMessages(everything, ann, db.prisma);
    expect(annSees.items.map((row) => row._id).sort()).toEqual(anns.map((queued) => queued.id).sort());
    expect(annSees.total).toBe(2);
    expect(annSees.items.every((row) => row.createdBy?._id === ann.id)).toBe(true);
    // The filters narrow within their own messages.
    expect((await findOutboxMessages(outboxQuerySchema.parse({ kind: "digest" }), ann, db.prisma)).total).toBe(0);
    expect((await findOutboxMessages(outboxQuerySchema.parse({ status: "captured" }), ann, db.prisma)).total).toBe(2);

    const adminSees = (await findOutboxMessages(everything, admin, db.prisma)).items.map((row) => row._id);
    for (const queued of [...anns, bobs, scheduled, byAdmin]) expect(adminSees).toContain(queued.id);

    expect((await getOutboxMessage(anns[0]!.id, ann, db.prisma))._id).toBe(anns[0]!.id);
    for (const others of [bobs, scheduled, byAdmin]) {
      const refused = await getOutboxMessage(others.id, ann, db.prisma).catch((error: unknown) => error);
      expect(isAppError(refused, "NOT_FOUND"), String(refused)).toBe(true);
      expect((refused as Error).message).toBe("Message not found.");
      expect((await getOutboxMessage(others.id, admin, db.prisma))._id).toBe(others.id);
    }
  });

  it("with no mail server set up a message is captured and says so, the first time and when its key answers it again", async () => {
    const ann = await actor("property-specialist");
    const key = `viewer-test:${randomUUID()}`;
    const first = await queue(message(ann, key));
    expect(first).toMatchObject({ created: true, captured: true });
    const again = await queue(message(ann, key));
    expect(again).toEqual({ id: first.id, created: false, captured: true });
    const row = await db.prisma.outboxMessage.findUniqueOrThrow({ where: { id: first.id } });
    expect(row.status).toBe("captured");
  });
});
