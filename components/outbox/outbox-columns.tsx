import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { DataColumn } from "@/components/ui/data-column";
import { OutboxStatusChip } from "@/components/ui/status-chip";
import { formatDate } from "@/lib/i18n/formats";
import type { Language } from "@/lib/i18n/languages";
import { useLanguage } from "@/lib/i18n/use-language";
import type { OutboxMessageDto } from "@/lib/schemas/outbox";

/** "Nov 24, 2026 · 7:30 PM" on the agency's clock. */
export function formatWhen(iso: string, timeZone: string, language: Language): string {
  return formatDate(iso, timeZone, language, "dayYearDotTime");
}

/** The table's shorter form, "Nov 24, 7:30 PM" (the whole date in the cell's title and the dialog). */
function formatWhenShort(iso: string, timeZone: string, language: Language): string {
  return formatDate(iso, timeZone, language, "dayTime");
}

type OutboxTexts = ReturnType<typeof useTranslations<"outbox">>;

/** Who caused the message: a person's name, or "Scheduled" for the console's own mail. */
export function senderText(createdBy: OutboxMessageDto["createdBy"], t: OutboxTexts): string {
  if (!createdBy) return t("sender.scheduled");
  return createdBy.name || t("sender.deleted");
}

export function recipientText(to: OutboxMessageDto["to"]): string {
  return to.name ? `${to.name} <${to.address}>` : to.address;
}

/** The Outbox table (DESIGN.md §7 "Outbox"): the subject opens the message; status, kind, recipient, tries, when. */
export function useOutboxColumns(timeZone: string): DataColumn<OutboxMessageDto>[] {
  const t = useTranslations("outbox");
  const enums = useTranslations("enums");
  const language = useLanguage();
  return useMemo(() => outboxColumns(timeZone, language, t, enums), [timeZone, language, t, enums]);
}

function outboxColumns(
  timeZone: string,
  language: Language,
  t: OutboxTexts,
  enums: ReturnType<typeof useTranslations<"enums">>,
): DataColumn<OutboxMessageDto>[] {
  return [
    {
      id: "subject",
      header: t("columns.subject"),
      // One line on wide screens, so the other columns keep their room; the whole subject in the title and the dialog.
      render: (message) => (
        <span className="block lg:max-w-xs lg:truncate xl:max-w-sm" title={message.subject}>
          {message.subject}
        </span>
      ),
    },
    {
      id: "status",
      header: t("columns.status"),
      render: (message) => <OutboxStatusChip status={message.status} />,
      text: (message) => enums(`outboxStatus.${message.status}`),
    },
    {
      id: "kind",
      header: t("columns.kind"),
      priority: 2,
      text: (message) => enums(`messageKind.${message.kind}`),
    },
    {
      id: "to",
      header: t("columns.recipient"),
      priority: 2,
      fill: true,
      text: (message) => message.to.address,
    },
    {
      id: "createdBy",
      header: t("columns.sentBy"),
      priority: 3,
      text: (message) => senderText(message.createdBy, t),
    },
    {
      id: "attempts",
      header: t("columns.tries"),
      priority: 3,
      align: "right",
      render: (message) => <span className="tabular-nums">{message.attempts}</span>,
    },
    {
      id: "when",
      header: t("columns.when"),
      priority: 3,
      render: (message) => {
        const at = message.sentAt ?? message.createdAt;
        return (
          <span className="whitespace-nowrap tabular-nums" title={formatWhen(at, timeZone, language)}>
            {formatWhenShort(at, timeZone, language)}
          </span>
        );
      },
      text: (message) => formatWhen(message.sentAt ?? message.createdAt, timeZone, language),
    },
  ];
}
