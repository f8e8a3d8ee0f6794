import type { DataColumn } from "@/components/ui/data-column";
import { OutboxStatusChip } from "@/components/ui/status-chip";
import { formatInZone } from "@/lib/domain/agency-time";
import { MESSAGE_KIND_LABELS, OUTBOX_STATUS_LABELS } from "@/lib/domain/outbox";
import type { OutboxMessageDto } from "@/lib/schemas/outbox";

/** "Nov 24, 2026 · 7:30 PM" on the agency's clock. */
export function formatWhen(iso: string, timeZone: string): string {
  return formatInZone(iso, timeZone, "MMM d, yyyy · h:mm a");
}

/** The table's shorter form, "Nov 24, 7:30 PM" (the whole date in the cell's title and the dialog). */
function formatWhenShort(iso: string, timeZone: string): string {
  return formatInZone(iso, timeZone, "MMM d, h:mm a");
}

/** Who caused the message: a person's name, or "Scheduled" for the console's own mail. */
export function senderText(createdBy: OutboxMessageDto["createdBy"]): string {
  if (!createdBy) return "Scheduled";
  return createdBy.name || "A deleted user";
}

export function recipientText(to: OutboxMessageDto["to"]): string {
  return to.name ? `${to.name} <${to.address}>` : to.address;
}

/** The Outbox table (DESIGN.md §7 "Outbox"): the subject opens the message; status, kind, recipient, tries, when. */
export function outboxColumns(timeZone: string): DataColumn<OutboxMessageDto>[] {
  return [
    {
      id: "subject",
      header: "Subject",
      // One line on wide screens, so the other columns keep their room; the whole subject in the title and the dialog.
      render: (message) => (
        <span className="block lg:max-w-xs lg:truncate xl:max-w-sm" title={message.subject}>
          {message.subject}
        </span>
      ),
    },
    {
      id: "status",
      header: "Status",
      render: (message) => <OutboxStatusChip status={message.status} />,
      text: (message) => OUTBOX_STATUS_LABELS[message.status],
    },
    {
      id: "kind",
      header: "Kind",
      priority: 2,
      text: (message) => MESSAGE_KIND_LABELS[message.kind] ?? message.kind,
    },
    {
      id: "to",
      header: "Recipient",
      priority: 2,
      fill: true,
      text: (message) => message.to.address,
    },
    {
      id: "createdBy",
      header: "Sent by",
      priority: 3,
      text: (message) => senderText(message.createdBy),
    },
    {
      id: "attempts",
      header: "Tries",
      priority: 3,
      align: "right",
      render: (message) => <span className="tabular-nums">{message.attempts}</span>,
    },
    {
      id: "when",
      header: "When",
      priority: 3,
      render: (message) => {
        const at = message.sentAt ?? message.createdAt;
        return (
          <span className="whitespace-nowrap tabular-nums" title={formatWhen(at, timeZone)}>
            {formatWhenShort(at, timeZone)}
          </span>
        );
      },
      text: (message) => formatWhen(message.sentAt ?? message.createdAt, timeZone),
    },
  ];
}
