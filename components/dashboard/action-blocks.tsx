import { BanknotesIcon, CalendarDaysIcon, ClockIcon, KeyIcon } from "@heroicons/react/24/outline";
import { useTranslations } from "next-intl";
import { EventRow } from "@/components/calendar/event-row";
import { dayHeading } from "@/components/calendar/event-format";
import { LinkScope } from "@/components/ui/link-scope";
import { OrderStatusChip } from "@/components/ui/status-chip";
import { formatUsd } from "@/lib/domain/money";
import { formatDate } from "@/lib/i18n/formats";
import { useLanguage } from "@/lib/i18n/use-language";
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
  const t = useTranslations("dashboard");
  const language = useLanguage();
  const { pastDue, agenda, accounts, leases } = data;
  return (
    // The agenda's rows are plain links (the calendar's EventRow), opened in the console by LinkScope.
    <LinkScope>
      <section aria-label={t("blocks.label")} className="grid gap-6 lg:grid-cols-2">
        <ActionBlock
          id="past-due"
          title={t("blocks.pastDue.title")}
          total={pastDue.total}
          icon={ClockIcon}
          viewAll={{ href: "/service-orders", label: t("blocks.viewAll") }}
          empty={{ title: t("blocks.pastDue.emptyTitle"), text: t("blocks.pastDue.emptyText") }}
        >
          {pastDue.rows.map((order) => (
            <ActionRow key={order._id} href={`/service-orders/view/${order._id}`} stackOnPhone>
              <RowText
                title={`#${order.orderNumber} ${order.name}`}
                detail={t("blocks.pastDue.detail", { due: formatDate(order.dueAt, timeZone, language, "dayTime"), listing: order.listing })}
              />
              <OrderStatusChip status={order.status} pastDue className="shrink-0 sm:justify-end" />
            </ActionRow>
          ))}
        </ActionBlock>

        <ActionBlock
          id="agenda"
          title={everyone ? t("blocks.agenda.titleEveryone") : t("blocks.agenda.title")}
          total={agenda.total}
          icon={CalendarDaysIcon}
          viewAll={{ href: "/calendar?view=week", label: t("blocks.openCalendar") }}
          empty={{
            title: t("blocks.agenda.emptyTitle"),
            text: everyone ? t("blocks.agenda.emptyEveryone") : t("blocks.agenda.emptyMine"),
          }}
        >
          {agenda.rows.map((event, index) => (
            <li key={`${event.kind}-${event._id}-${index}`}>
              <EventRow event={event} timeZone={timeZone} showDay={dayHeading(event.day, language)} />
            </li>
          ))}
        </ActionBlock>

        <LeaseAlertsBlock leases={leases} viewAll={{ href: "/calendar", label: t("blocks.openCalendar") }} />

        <ActionBlock
          id="negative-accounts"
          title={t("blocks.accounts.title")}
          total={accounts.total}
          icon={BanknotesIcon}
          viewAll={{ href: "/accounts", label: t("blocks.viewAll") }}
          empty={{ title: t("blocks.accounts.emptyTitle"), text: t("blocks.accounts.emptyText") }}
        >
          {accounts.rows.map((account) => (
            <ActionRow key={account._id} href={`/accounts/view/${account._id}`}>
              <RowText title={account.name} detail={t("blocks.accounts.balance")} />
              <span className="shrink-0 text-sm font-semibold tabular-nums text-red-700">{formatUsd(account.balance)}</span>
            </ActionRow>
          ))}
        </ActionBlock>
      </section>
    </LinkScope>
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
  const t = useTranslations("dashboard");
  const language = useLanguage();
  return (
    <ActionBlock
      id="leases"
      title={t("blocks.leases.title")}
      total={leases.total}
      icon={KeyIcon}
      viewAll={viewAll}
      empty={{
        title: t("blocks.leases.emptyTitle", { days: leases.days }),
        text: t("blocks.leases.emptyText"),
      }}
    >
      {leases.rows.map((lease) => (
        <ActionRow key={lease._id} href={`/listings/view/${lease._id}`}>
          <RowText
            title={lease.propertyName}
            detail={t("blocks.leases.detail", {
              tenant: lease.tenantName ?? t("blocks.leases.noTenant"),
              day: dayHeading(lease.endDate, language),
            })}
          />
          <span className="shrink-0 text-xs font-medium tabular-nums text-slate-700">
            {t("blocks.leases.daysLeft", { days: lease.daysLeft })}
          </span>
        </ActionRow>
      ))}
    </ActionBlock>
  );
}
