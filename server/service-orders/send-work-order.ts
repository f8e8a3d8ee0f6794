import { createElement } from "react";
import { formatInZone } from "@/lib/domain/agency-time";
import { languageOr } from "@/lib/i18n/languages";
import type { QueuedMessageDto } from "@/lib/schemas/outbox";
import { NEW_DUE_NOT_LATER_MESSAGE, WORK_ORDER_PAST_DUE_MESSAGE } from "@/lib/schemas/service-order";
import type { Actor } from "@/server/auth/actor";
import { recordAudit, recordUpdate } from "@/server/audit";
import { orderInvitation } from "@/server/calendar/order-invitation";
import { prisma, type Database } from "@/server/db/client";
import { env } from "@/server/env";
import { translatorFor } from "@/server/i18n/translator";
import { conflict, fieldError, notFound } from "@/server/errors";
import { appUrl } from "@/server/mail/mail-config";
import { prepareMessage, queueMessage } from "@/server/mail/queue-message";
import { WorkOrderEmail, workOrderSubject } from "@/server/mail/templates/work-order-email";
import { isPastDue } from "./past-due";

export const ONLY_APPROVED = "Only an approved service order can be e-mailed to its provider.";

/**
 * POST /services/orders/{id}/send (issue 29 §3.2): the work order to its
 * provider's contact e-mail, in the provider's language, with the due time as an `.ics` (the calendar
 * feed's own event for the order). Approved orders only (409 otherwise); a
 * provider without a deliverable address is a 422 and nothing is written.
 * The Outbox row, its mail job and the order's audit entry commit together.
 * Asking again within the same minute (a double click) answers the same message.
 *
 * An order past its due time is sent only with a new one (`dueAt`, later than
 * now; issue 44): 422 on `serviceDueDateTime` without it. The new due time is
 * the order's from then on — changed, and audited as an update, in the same
 * transaction as the message — and the e-mail and its invitation carry it.
 */
export async function sendWorkOrder({
  id,
  actor,
  dueAt,
  now = new Date(),
  db = prisma,
}: {
  id: string;
  actor: Actor;
  /** A new due time for the order, sent with it (required when the order is past due). */
  dueAt?: Date;
  now?: Date;
  db?: Database;
}): Promise<QueuedMessageDto> {
  const stored = await db.serviceOrder.findUnique({
    where: { id },
    include: {
      listing: { select: { propertyName: true, location: true } },
      serviceProvider: { select: { name: true, contactEmailAddress: true, language: true } },
    },
  });
  if (!stored) throw notFound("Service order not found.");
  if (stored.status !== "APPROVED") throw conflict(ONLY_APPROVED);
  if (dueAt && dueAt.getTime() <= now.getTime()) throw fieldError("UNPROCESSABLE", "serviceDueDateTime", NEW_DUE_NOT_LATER_MESSAGE);
  if (!dueAt && isPastDue({ status: "APPROVED", dueAt: stored.dueAt }, now)) {
    throw fieldError("UNPROCESSABLE", "serviceDueDateTime", WORK_ORDER_PAST_DUE_MESSAGE);
  }
  const order = dueAt ? { ...stored, dueAt } : stored;

  const timeZone = env().APP_TIME_ZONE;
  const language = languageOr(order.serviceProvider.language, env().AGENCY_LANGUAGE);
  const t = await translatorFor(language);
  const invitation = orderInvitation(order, { host: appUrl("/").replace(/\/+$/, ""), now, timeZone, t });
  const message = await prepareMessage({
    kind: "work-order",
    to: { name: order.serviceProvider.name, address: order.serviceProvider.contactEmailAddress },
    subject: workOrderSubject({ t, orderNumber: order.orderNumber, name: order.name, propertyName: order.listing.propertyName }),
    body: createElement(WorkOrderEmail, {
      t,
      language,
      providerName: order.serviceProvider.name,
      orderNumber: order.orderNumber,
      name: order.name,
      propertyName: order.listing.propertyName,
      location: order.listing.location,
      dueAt: order.dueAt,
      timeZone,
      details: order.details,
      notes: order.notes,
      createdByName: order.createdByName,
    }),
    attachments: [
      { filename: `work-order-${order.orderNumber}.ics`, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: invitation },
    ],
    related: { type: "service-orders", id: order.id },
    // A new due time is another message, even within the same minute.
    idempotencyKey: `work-order:${order.id}:${formatInZone(now, "UTC", "yyyy-MM-dd'T'HH:mm")}${dueAt ? `:due-${dueAt.getTime()}` : ""}`,
    createdBy: actor,
  });
  const { id: messageId, captured } = await db.$transaction(async (tx) => {
    const queued = await queueMessage(tx, message);
    if (queued.created && dueAt && dueAt.getTime() !== stored.dueAt.getTime()) {
      await tx.serviceOrder.update({ where: { id: order.id }, data: { dueAt } });
      await recordUpdate(tx, actor, "service_order", order.id, { dueAt: stored.dueAt }, { dueAt });
    }
    if (queued.created) {
      await recordAudit(tx, {
        actor,
        action: "send",
        entityType: "service_order",
        entityId: order.id,
        changes: {
          to: message.to.address,
          provider: order.serviceProvider.name,
          messageId: queued.id,
          ...(queued.captured ? { captured: true } : {}),
        },
      });
    }
    return queued;
  });
  return { messageId, captured };
}
