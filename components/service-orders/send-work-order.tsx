"use client";

import { EnvelopeIcon } from "@heroicons/react/20/solid";
import { useSaveFailureOf } from "@/components/forms/use-save-flow";
import { useAgencyTimeZone } from "@/components/shell/agency-time-zone";
import { Button } from "@/components/ui/button";
import { useDialogs } from "@/components/ui/dialogs";
import { useToast } from "@/components/ui/toasts";
import { apiFetch } from "@/lib/client/api";
import { formatInZone, zoneAbbreviation } from "@/lib/domain/agency-time";
import { outboxMessageHref, SAVED_IN_OUTBOX } from "@/lib/domain/outbox";
import type { QueuedMessageDto } from "@/lib/schemas/outbox";
import type { ServiceOrderDto } from "@/lib/schemas/service-order";
import { mutatePrefix } from "@/lib/swr/mutate-prefix";
import { dueFromLocalInput, localInputOf } from "./due-date-time";

export const sendWorkOrderQuestion = (provider: string) =>
  `E-mail the work order to ${provider}? It carries the order's details and an invitation for its due time.`;
export const workOrderSent = (provider: string) => `Work order e-mailed to ${provider}.`;
/** Issue 44: an order whose due time has passed asks for a new one first; the order and the invitation carry it. */
export const pastDueQuestion = (provider: string, due: string) =>
  `This order was due ${due}, which has passed. Give it a new due date and time to e-mail the work order to ${provider}.`;
export const NEW_DUE_LABEL = "New due date and time";
const SEND_FAILED = "The work order could not be e-mailed. Please try again.";

/**
 * "E-mail the work order to {provider}" (issue 29 §3.2): asked in the one
 * dialog, sent in its busy panel (POST /services/orders/{id}/send → 202), then
 * a toast. A provider without a valid address shows the server's 422 message.
 */
export function useSendWorkOrder() {
  const { run } = useDialogs();
  const saveFailureOf = useSaveFailureOf();
  const toast = useToast();
  const timeZone = useAgencyTimeZone();
  return async (order: Pick<ServiceOrderDto, "_id" | "serviceProvider" | "serviceDueDateTime">, title = "E-mail work order") => {
    const provider = order.serviceProvider.name;
    const now = new Date();
    const pastDue = new Date(order.serviceDueDateTime).getTime() < now.getTime();
    const send = async (serviceDueDateTime?: string) =>
      (
        await apiFetch<QueuedMessageDto>(`/services/orders/${order._id}/send`, {
          method: "POST",
          body: serviceDueDateTime ? { serviceDueDateTime } : undefined,
          handledStatuses: [0],
        })
      ).data;
    const outcome = await run({
      title,
      question: pastDue
        ? pastDueQuestion(provider, formatInZone(order.serviceDueDateTime, timeZone, "MMM d, yyyy 'at' h:mm a"))
        : sendWorkOrderQuestion(provider),
      reason: pastDue
        ? {
            label: NEW_DUE_LABEL,
            type: "datetime-local",
            min: localInputOf(now, timeZone),
            hint: `Agency time (${zoneAbbreviation(now, timeZone)}). The order's due date changes too.`,
          }
        : undefined,
      busyText: "Sending the work order...",
      task: async (_progress, answer) => {
        if (!pastDue) return send();
        const due = dueFromLocalInput(answer.reason ?? "", timeZone);
        const queued = await send(due ? due.toISOString() : (answer.reason ?? ""));
        await mutatePrefix("/services/"); // the order's due date changed
        return queued;
      },
      failureOf: (error) => saveFailureOf(error, { failure: SEND_FAILED, serverMessageOn: 422 }),
    });
    if (outcome.status !== "done") return;
    // No mail server: nothing left — say where the work order is instead (issue 44).
    if (outcome.value.captured)
      toast.success(SAVED_IN_OUTBOX, { href: outboxMessageHref(outcome.value.messageId), label: "Open the message" });
    else toast.success(workOrderSent(provider));
  };
}

/** The order card's button, while the order is approved: send it (again). */
export function SendWorkOrderButton({ order }: { order: ServiceOrderDto }) {
  const send = useSendWorkOrder();
  return (
    // "E-mail" alone on phones, where the card's title shares the row with two buttons; the name stays whole.
    <Button variant="secondary" size="sm" onClick={() => void send(order)} aria-label="E-mail work order">
      <EnvelopeIcon className="size-4" aria-hidden="true" />
      <span aria-hidden="true">
        E-mail<span className="hidden sm:inline"> work order</span>
      </span>
    </Button>
  );
}
