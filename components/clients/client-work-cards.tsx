import { BellAlertIcon, ClipboardDocumentListIcon } from "@heroicons/react/24/outline";
import { useTranslations } from "next-intl";
import { ActionRow, RowText } from "@/components/dashboard/action-block";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { OrderStatusChip } from "@/components/ui/status-chip";
import { wallClockOf } from "@/lib/domain/agency-time";
import { SERVICE_ORDER_GROUPS } from "@/lib/domain/enums";
import { formatDate } from "@/lib/i18n/formats";
import { useLanguage } from "@/lib/i18n/use-language";
import type { ClientSummaryDto } from "@/lib/schemas/client-summary";
import { CountStrip } from "./count-strip";

const ROWS = "-mx-2 mt-4 divide-y divide-slate-100";

/** "Showing the 5 open orders due soonest of 8." under a list the counts say is longer (`text`: that sentence). */
function MoreNote({ shown, total, text }: { shown: number; total: number; text: string }) {
  if (total <= shown) return null;
  return <p className="mt-3 text-xs text-slate-500">{text}</p>;
}

/** The service orders of the owner's listings: how many are in each group, then the open ones, past due first. */
export function ClientOrdersCard({ orders, timeZone }: { orders: ClientSummaryDto["orders"]; timeZone: string }) {
  const t = useTranslations("clients.orders");
  const enums = useTranslations("enums");
  const language = useLanguage();
  const total = SERVICE_ORDER_GROUPS.reduce((sum, group) => sum + orders.counts[group], 0);
  return (
    <Card title={t("title", { count: total })}>
      {total === 0 ? (
        <EmptyState compact icon={ClipboardDocumentListIcon} title={t("empty")} />
      ) : (
        <>
          <CountStrip
            label={t("byGroup")}
            counts={SERVICE_ORDER_GROUPS.map((group) => ({
              label: enums(`serviceOrderGroup.${group}`),
              value: orders.counts[group],
              alarm: group === "pastDue",
            }))}
          />
          {orders.open.length === 0 ? (
            <p className="mt-4 text-sm text-slate-500">{t("noneOpen")}</p>
          ) : (
            <ul aria-label={t("openLabel")} className={ROWS}>
              {orders.open.map((order) => (
                <ActionRow key={order._id} href={`/service-orders/view/${order._id}`} stackOnPhone>
                  <RowText
                    title={`#${order.orderNumber} ${order.name}`}
                    detail={t("due", {
                      when: formatDate(order.serviceDueDateTime, timeZone, language, "dayTime"),
                      listing: order.listing.propertyName,
                      provider: order.serviceProvider.name,
                    })}
                  />
                  <OrderStatusChip status={order.status} pastDue={order.pastDue} className="shrink-0 sm:justify-end" />
                </ActionRow>
              ))}
            </ul>
          )}
          <MoreNote
            shown={orders.open.length}
            total={orders.openTotal}
            text={t("more", { shown: orders.open.length, total: orders.openTotal })}
          />
        </>
      )}
    </Card>
  );
}

/** The reminders of the owner's listings: today, later and past, then the next ones. */
export function ClientRemindersCard({
  reminders,
  timeZone,
  today,
}: {
  reminders: ClientSummaryDto["reminders"];
  timeZone: string;
  /** The agency's today, yyyy-MM-dd. */
  today: string;
}) {
  const t = useTranslations("clients.reminders");
  const enums = useTranslations("enums");
  const language = useLanguage();
  const { counts } = reminders;
  const total = counts.today + counts.upcoming + counts.past;
  const when = (iso: string) =>
    wallClockOf(iso, timeZone).date === today
      ? t("todayAt", { time: formatDate(iso, timeZone, language, "time") })
      : formatDate(iso, timeZone, language, "weekdayShortDayTime");
  return (
    <Card title={t("title", { count: total })}>
      {total === 0 ? (
        <EmptyState compact icon={BellAlertIcon} title={t("empty")} />
      ) : (
        <>
          <CountStrip
            label={t("byWhen")}
            counts={[
              { label: t("today"), value: counts.today },
              { label: t("upcoming"), value: counts.upcoming },
              { label: t("past"), value: counts.past },
            ]}
          />
          {reminders.next.length === 0 ? (
            <p className="mt-4 text-sm text-slate-500">{t("noneComing")}</p>
          ) : (
            <ul aria-label={t("nextLabel")} className={ROWS}>
              {reminders.next.map((reminder) => (
                <ActionRow key={reminder._id} href={`/reminders/view/${reminder._id}`}>
                  <RowText
                    title={reminder.name}
                    detail={t("detail", { when: when(reminder.nextOccurrence!), property: reminder.property.propertyName })}
                  />
                  {reminder.isReoccuring && reminder.frequency !== "none" && (
                    <span className="shrink-0 rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                      {enums(`frequency.${reminder.frequency}`)}
                    </span>
                  )}
                </ActionRow>
              ))}
            </ul>
          )}
          <MoreNote
            shown={reminders.next.length}
            total={counts.today + counts.upcoming}
            text={t("more", { shown: reminders.next.length, total: counts.today + counts.upcoming })}
          />
        </>
      )}
    </Card>
  );
}
