"use client";

import { EnvelopeIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useDialogs, type DialogFailure } from "@/components/ui/dialogs";
import { useToast } from "@/components/ui/toasts";
import { ApiRequestError, apiFetch } from "@/lib/client/api";
import { outboxMessageHref } from "@/lib/domain/outbox";
import type { QueuedMessageDto } from "@/lib/schemas/outbox";

function failureOf(t: ReturnType<typeof useTranslations<"accounts">>, offline: string) {
  return (error: unknown): DialogFailure | null => {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    if (error instanceof ApiRequestError && error.status === 0) return { title: t("dialog.offline"), message: offline, tone: "offline" };
    // 422: no valid contact e-mail, or a period too long to mail — the server says which.
    if (error instanceof ApiRequestError && error.status === 422) return { title: t("dialog.oops"), message: error.message };
    return { title: t("dialog.oops"), message: t("email.failed") };
  };
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
  const t = useTranslations("accounts");
  const common = useTranslations("common");
  const { run } = useDialogs();
  const toast = useToast();

  const send = async () => {
    const outcome = await run({
      title: t("email.title"),
      question: address ? t("email.question", { period: periodLabel, address }) : t("email.questionOwner", { period: periodLabel }),
      busyText: t("email.busy"),
      task: async () =>
        (
          await apiFetch<QueuedMessageDto>(`/accounts/${clientId}/statement/email`, {
            method: "POST",
            body: { from, to },
            handledStatuses: [0, 422],
          })
        ).data,
      failureOf: failureOf(t, common("messages.offline")),
    });
    if (outcome.status !== "done") return;
    // No mail server: nothing left — say where the statement is instead (issue 44).
    if (outcome.value.captured)
      toast.success(common("savedInOutbox"), { href: outboxMessageHref(outcome.value.messageId), label: t("email.openMessage") });
    else toast.success(t("email.sent", { address }));
  };

  return (
    <Button variant="secondary" onClick={send}>
      <EnvelopeIcon className="size-4" aria-hidden="true" />
      {t("email.button")}
    </Button>
  );
}
