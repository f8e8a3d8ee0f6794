"use client";

import { EnvelopeIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useSaveFailureOf } from "@/components/forms/use-save-failure";
import { useAgencyTimeZone } from "@/components/shell/agency-time-zone";
import { Button } from "@/components/ui/button";
import { useDialogs } from "@/components/ui/dialogs";
import { useToast } from "@/components/ui/toasts";
import { apiFetch } from "@/lib/client/api";
import { zoneAbbreviation } from "@/lib/domain/agency-time";
import { outboxMessageHref } from "@/lib/domain/outbox";
import { formatDate } from "@/lib/i18n/formats";
import { useLanguage } from "@/lib/i18n/use-language";
import type { QueuedMessageDto } from "@/lib/schemas/outbox";
import type { ServiceOrderDto } from "@/lib/schemas/service-order";
import { mutatePrefix } from "@/lib/swr/mutate-prefix";
import { dueFromLocalInput, localInputOf } from "./due-date-time";

/**
 * "E-mail the work order to {provider}" (issue 29 §3.2): asked in the one
 * dialog, sent in its busy panel (POST /services/orders/{id}/send → 202), then
 * a toast. A provider without a valid address shows the server's 422 message. Issue 44: an order whose due time has
 * passed asks for a new one first; the order and the invitation carry it.
 */
export function useSendWorkOrder() {
  const { run } = useDialogs();
  const saveFailureOf = useSaveFailureOf();
  const toast = useToast();
  const timeZone = useAgencyTimeZone();
  const language = useLanguage();
  const common = useTranslations("common");
  const t = useTranslations("serviceOrders.workOrder");
  return async (order: Pick<ServiceOrderDto, "_id" | "serviceProvider" | "serviceDueDateTime">, title = t("title")) => {
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
        ? t("pastDueQuestion", { provider, due: formatDate(order.serviceDueDateTime, timeZone, language, "dayYearAtTime") })
        : t("question", { provider }),
      reason: pastDue
        ? {
            label: t("newDue"),
            type: "datetime-local",
            min: localInputOf(now, timeZone),
            hint: t("newDueHint", { zone: zoneAbbreviation(now, timeZone) }),
          }
        : undefined,
      busyText: t("busy"),
      task: async (_progress, answer) => {
        if (!pastDue) return send();
        const due = dueFromLocalInput(answer.reason ?? "", timeZone);
        const queued = await send(due ? due.toISOString() : (answer.reason ?? ""));
        await mutatePrefix("/services/"); // the order's due date changed
        return queued;
      },
      failureOf: (error) => saveFailureOf(error, { failure: t("failed"), serverMessageOn: 422 }),
    });
    if (outcome.status !== "done") return;
    // No mail server: nothing left — say where the work order is instead (issue 44).
    if (outcome.value.captured)
      toast.success(common("savedInOutbox"), { href: outboxMessageHref(outcome.value.messageId), label: t("openMessage") });
    else toast.success(t("sent", { provider }));
  };
}

/** The order card's button, while the order is approved: send it (again). */
export function SendWorkOrderButton({ order }: { order: ServiceOrderDto }) {
  const send = useSendWorkOrder();
  const t = useTranslations("serviceOrders.workOrder");
  return (
    // "E-mail" alone on phones, where the card's title shares the row with two buttons; the name stays whole.
    <Button variant="secondary" size="sm" onClick={() => void send(order)} aria-label={t("button")}>
      <EnvelopeIcon className="size-4" aria-hidden="true" />
      <span aria-hidden="true">
        {t("buttonShort")}
        <span className="hidden sm:inline">{t("buttonRest")}</span>
      </span>
    </Button>
  );
}
