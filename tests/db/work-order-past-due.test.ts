import { describe, expect, it } from "vitest";
import { NEW_DUE_NOT_LATER_MESSAGE, WORK_ORDER_PAST_DUE_MESSAGE } from "@/lib/schemas/service-order";
import { actorOf } from "@/server/auth/actor";
import { isAppError } from "@/server/errors";
import { sendWorkOrder } from "@/server/service-orders/send-work-order";
import { clientData, listingData, orderData, providerData, userData } from "./factories";
import { BACKENDS, migratedDatabase } from "./harness";

/**
 * A work order for an order whose due time has passed (issue 44), by direct call on both databases: without a new
 * due time it is a 422 on `serviceDueDateTime` and nothing is written; with one (later than now) the order takes it,
 * audited as an update, in the same transaction as the message, whose text and invitation carry it.
 */
describe.each(BACKENDS)("a past-due work order on $name", (backend) => {
  const db = migratedDatabase(backend);
  const now = new Date("2026-12-06T15:00:00.000Z");

  async function approvedOrder(dueAt: Date) {
    const prisma = db.prisma;
    const admin = await prisma.user.create({ data: userData({ role: "admin" }) });
    const client = await prisma.client.create({ data: clientData() });
    const provider = await prisma.serviceProvider.create({ data: providerData() });
    const listing = await prisma.listing.create({ data: listingData({ clientId: client.id, propertySpecialistId: admin.id }) });
    const order = await prisma.serviceOrder.create({
      data: orderData({ listingId: listing.id, serviceProviderId: provider.id, createdById: admin.id }, { dueAt, status: "APPROVED" }),
    });
    return { order, actor: actorOf(admin) };
  }
  const refusal = (promise: Promise<unknown>) => promise.then(() => null).catch((error: unknown) => error);
  const counts = async (orderId: string) => ({
    messages: await db.prisma.outboxMessage.count({ where: { relatedId: orderId } }),
    audits: await db.prisma.auditLog.count({ where: { entityId: orderId } }),
  });

  it("without a new due time: a 422 naming the field, and nothing written", async () => {
    const { order, actor } = await approvedOrder(new Date(now.getTime() - 60_000));
    const refused = await refusal(sendWorkOrder({ id: order.id, actor, now, db: db.prisma }));
    expect(isAppError(refused, "UNPROCESSABLE"), String(refused)).toBe(true);
    expect(refused).toMatchObject({
      message: WORK_ORDER_PAST_DUE_MESSAGE,
      details: { fieldErrors: { serviceDueDateTime: [WORK_ORDER_PAST_DUE_MESSAGE] } },
    });
    // A new due time that is not later than now is refused too.
    for (const dueAt of [now, new Date(now.getTime() - 1)]) {
      expect(await refusal(sendWorkOrder({ id: order.id, actor, dueAt, now, db: db.prisma }))).toMatchObject({
        message: NEW_DUE_NOT_LATER_MESSAGE,
      });
    }
    expect(await counts(order.id)).toEqual({ messages: 0, audits: 0 });
  });

  it("with a new due time: the order takes it (audited), and the e-mail and its invitation carry it", async () => {
    const { order, actor } = await approvedOrder(new Date("2026-12-01T14:00:00.000Z"));
    const dueAt = new Date("2026-12-09T13:30:00.000Z");
    const { messageId } = await sendWorkOrder({ id: order.id, actor, dueAt, now, db: db.prisma });

    const stored = await db.prisma.serviceOrder.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored.dueAt.toISOString()).toBe(dueAt.toISOString());
    const audits = await db.prisma.auditLog.findMany({ where: { entityId: order.id }, orderBy: { at: "asc" } });
    expect(audits.map((row) => row.action).sort()).toEqual(["send", "update"]);
    expect(audits.find((row) => row.action === "update")!.changes).toEqual({
      dueAt: { from: "2026-12-01T14:00:00.000Z", to: "2026-12-09T13:30:00.000Z" },
    });

    const message = await db.prisma.outboxMessage.findUniqueOrThrow({ where: { id: messageId } });
    // The .ics part (base64 in the MIME) starts at the new time, on the agency's clock (America/St_Lucia, UTC−4).
    const raw = Buffer.from(message.raw).toString("utf8");
    const icsPart = /filename=work-order-\d+\.ics\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)?.[1] ?? "";
    const ics = Buffer.from(icsPart.replace(/\s+/g, ""), "base64").toString("utf8");
    expect(ics).toContain("DTSTART;TZID=America/St_Lucia:20261209T093000");
    expect(ics).not.toContain(":20261201T");
    expect(message.text).toContain("Dec 9, 2026");

    // A due time still ahead needs none; sending it again without one works.
    expect((await sendWorkOrder({ id: order.id, actor, now: new Date(now.getTime() + 60_000), db: db.prisma })).messageId).not.toBe(
      messageId,
    );
  });
});
