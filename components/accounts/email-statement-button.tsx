"use client";

import { EnvelopeIcon } from "@heroicons/react/20/solid";
import { Button } from "@/components/ui/button";
import { useDialogs, type DialogFailure } from "@/components/ui/dialogs";
import { useToast } from "@/components/ui/toasts";
import { ApiRequestError, apiFetch } from "@/lib/client/api";
import { INTERCEPTOR_MESSAGES } from "@/lib/client/messages";
import { outboxMessageHref, SAVED_IN_OUTBOX } from "@/lib/domain/outbox";
import type { QueuedMessageDto } from "@/lib/schemas/outbox";

function failureOf(error: unknown): DialogFailure | null {
  if (error instanceof ApiRequestError && error.status === 401) return null;
  if (error instanceof ApiRequestError && error.status === 0)
    return { title: "Offline", message: INTERCEPTOR_MESSAGES.offline, tone: "offline" };
  // 422: no valid contact e-mail, or a period too long to mail — the server says which.
  if (error instanceof ApiRequestError && error.status === 422) return { title: "Oops!", message: error.message };
  return { title: "Oops!", message: "Problem e-mailing the statement. Please try again." };
}

/**
 * "E-mail to owner": asks first (a message to a client cannot be taken back),
 * then queues the statement of the period shown, PDF and CSV attached, to the
 * client's contact e-mail; the Outbox sends it.
 */
export function EmailStatementButton({
  clientId,
  from,
  to,
  address,
  periodLabel,
}: {
  clientId: string;
  from: string;
  to: string;
  /** The client's contact e-mail, as stored (may be empty: the server answers why it cannot send). */
  address: string;
  periodLabel: string;
}) {
  const { run } = useDialogs();
  const toast = useToast();

  const send = async () => {
    const outcome = await run({
      title: "E-mail statement",
      question: address
        ? `E-mail the statement for ${periodLabel} to ${address}? The PDF and the CSV are attached.`
        : `E-mail the statement for ${periodLabel} to the owner?`,
      busyText: "Preparing the statement...",
      task: async () =>
        (
          await apiFetch<QueuedMessageDto>(`/accounts/${clientId}/statement/email`, {
            method: "POST",
            body: { from, to },
            handledStatuses: [0, 422],
          })
        ).data,
      failureOf,
    });
    if (outcome.status !== "done") return;
    // No mail server: nothing left — say where the statement is instead (issue 44).
    if (outcome.value.captured)
      toast.success(SAVED_IN_OUTBOX, { href: outboxMessageHref(outcome.value.messageId), label: "Open the message" });
    else toast.success(`The statement is on its way to ${address}.`);
  };

  return (
    <Button variant="secondary" onClick={send}>
      <EnvelopeIcon className="size-4" aria-hidden="true" />
      E-mail to owner
    </Button>
  );
}
