import { BanknotesIcon, CalendarDaysIcon, ClockIcon, KeyIcon } from "@heroicons/react/24/outline";
import { EventRow } from "@/components/calendar/event-row";
import { dayHeading } from "@/components/calendar/event-format";
import { OrderStatusChip } from "@/components/ui/status-chip";
import { formatInZone } from "@/lib/domain/agency-time";
import { formatUsd } from "@/lib/domain/money";
import type { CalendarEvent } from "@/lib/schemas/calendar";
import type { Block, LeaseAlertRow, NegativeAccountRow, PastDueOrderRow } from "@/lib/schemas/dashboard";
import { ActionBlock, ActionRow, RowText } from "./action-block";

export interface ActionBlocksData {
  pastDue: Block<PastDueOrderRow>;
  agenda: Block<CalendarEvent>;
  accounts: Block<NegativeAccountRow>;
  leases: Block<LeaseAlertRow> & { days: number };
}

/** The dashboard's blocks to act on (issue 17 §3), server-rendered: links only, no client JavaScript. */
/** `everyone`: the blocks cover every specialist's listings (admins), not the person's own. */
export function ActionBlocks({ data, timeZone, everyone }: { data: ActionBlocksData; timeZone: string; everyone: boolean }) {
  const { pastDue, agenda, accounts, leases } = data;
  return (
    <section aria-label="To act on" className="grid gap-6 lg:grid-cols-2">
      <ActionBlock
        id="past-due"
        title="Past-due orders"
        total={pastDue.total}
        icon={ClockIcon}
        viewAll={{ href: "/service-orders", label: "View all" }}
        empty={{ title: "No past-due orders.", text: "Pending and approved orders whose due time has passed show here, oldest first." }}
      >
        {pastDue.rows.map((order) => (
          <ActionRow key={order._id} href={`/service-orders/view/${order._id}`} stackOnPhone>
            <RowText
              title={`#${order.orderNumber} ${order.name}`}
              detail={`Due ${formatInZone(order.dueAt, timeZone, "MMM d, h:mm a")} · ${order.listing}`}
            />
            <OrderStatusChip status={order.status} pastDue className="shrink-0 sm:justify-end" />
          </ActionRow>
        ))}
      </ActionBlock>

      <ActionBlock
        id="agenda"
        title={everyone ? "Next 7 days, all specialists" : "Next 7 days"}
        total={agenda.total}
        icon={CalendarDaysIcon}
        viewAll={{ href: "/calendar?view=week", label: "Open calendar" }}
        empty={{
          title: "Nothing in the next 7 days.",
          text: everyone
            ? "Every specialist's reminders, service orders and lease ends for the week show here."
            : "Your reminders, service orders and lease ends for the week show here.",
        }}
      >
        {agenda.rows.map((event, index) => (
          <li key={`${event.kind}-${event._id}-${index}`}>
            <EventRow event={event} timeZone={timeZone} showDay={dayHeading(event.day)} />
          </li>
        ))}
      </ActionBlock>

      <LeaseAlertsBlock leases={leases} viewAll={{ href: "/calendar", label: "Open calendar" }} />

      <ActionBlock
        id="negative-accounts"
        title="Accounts in debit"
        total={accounts.total}
        icon={BanknotesIcon}
        viewAll={{ href: "/accounts", label: "View all" }}
        empty={{ title: "No account has a negative balance.", text: "Clients whose balance falls below zero show here, largest first." }}
      >
        {accounts.rows.map((account) => (
          <ActionRow key={account._id} href={`/accounts/view/${account._id}`}>
            <RowText title={account.name} detail="Balance" />
            <span className="shrink-0 text-sm font-semibold tabular-nums text-red-700">{formatUsd(account.balance)}</span>
          </ActionRow>
        ))}
      </ActionBlock>
    </section>
  );
}

/** Lease alerts (issue 17 §1): current leases ending within LEASE_ALERT_DAYS, soonest first; on the dashboard and the calendar. */
export function LeaseAlertsBlock({
  leases,
  viewAll,
}: {
  leases: Block<LeaseAlertRow> & { days: number };
  viewAll?: { href: string; label: string };
}) {
  return (
    <ActionBlock
      id="leases"
      title="Leases ending soon"
      total={leases.total}
      icon={KeyIcon}
      viewAll={viewAll}
      empty={{
        title: `No lease ends within ${leases.days} days.`,
        text: "Current leases that end soon show here, so renewals are not missed.",
      }}
    >
      {leases.rows.map((lease) => (
        <ActionRow key={lease._id} href={`/listings/view/${lease._id}`}>
          <RowText title={lease.propertyName} detail={`${lease.tenantName ?? "Tenant not named"} · ends ${dayHeading(lease.endDate)}`} />
          <span className="shrink-0 text-xs font-medium tabular-nums text-slate-700">
            {lease.daysLeft === 0 ? "today" : `in ${lease.daysLeft} day${lease.daysLeft === 1 ? "" : "s"}`}
          </span>
        </ActionRow>
      ))}
    </ActionBlock>
  );
}
