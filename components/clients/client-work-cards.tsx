import { BellAlertIcon, ClipboardDocumentListIcon } from "@heroicons/react/24/outline";
import { ActionRow, RowText } from "@/components/dashboard/action-block";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { OrderStatusChip } from "@/components/ui/status-chip";
import { formatInZone, wallClockOf } from "@/lib/domain/agency-time";
import { FREQUENCY_LABELS, SERVICE_ORDER_GROUP_LABELS, SERVICE_ORDER_GROUPS } from "@/lib/domain/enums";
import type { ClientSummaryDto } from "@/lib/schemas/client-summary";
import { CountStrip } from "./count-strip";

const ROWS = "-mx-2 mt-4 divide-y divide-slate-100";

/** "Showing the 5 due soonest of 8." under a list the counts say is longer. */
function MoreNote({ shown, total, what }: { shown: number; total: number; what: string }) {
  if (total <= shown) return null;
  return <p className="mt-3 text-xs text-slate-500">{`Showing the ${shown} ${what} of ${total}.`}</p>;
}

/** The service orders of the owner's listings: how many are in each group, then the open ones, past due first. */
export function ClientOrdersCard({ orders, timeZone }: { orders: ClientSummaryDto["orders"]; timeZone: string }) {
  const total = SERVICE_ORDER_GROUPS.reduce((sum, group) => sum + orders.counts[group], 0);
  return (
    <Card title={`Service orders (${total})`}>
      {total === 0 ? (
        <EmptyState compact icon={ClipboardDocumentListIcon} title="No service orders for this client's listings." />
      ) : (
        <>
          <CountStrip
            label="Service orders by group"
            counts={SERVICE_ORDER_GROUPS.map((group) => ({
              label: SERVICE_ORDER_GROUP_LABELS[group],
              value: orders.counts[group],
              alarm: group === "pastDue",
            }))}
          />
          {orders.open.length === 0 ? (
            <p className="mt-4 text-sm text-slate-500">No open orders: every order is completed or declined.</p>
          ) : (
            <ul aria-label="Open service orders" className={ROWS}>
              {orders.open.map((order) => (
                <ActionRow key={order._id} href={`/service-orders/view/${order._id}`} stackOnPhone>
                  <RowText
                    title={`#${order.orderNumber} ${order.name}`}
                    detail={`Due ${formatInZone(order.serviceDueDateTime, timeZone, "MMM d, h:mm a")} · ${order.listing.propertyName} · ${order.serviceProvider.name}`}
                  />
                  <OrderStatusChip status={order.status} pastDue={order.pastDue} className="shrink-0 sm:justify-end" />
                </ActionRow>
              ))}
            </ul>
          )}
          <MoreNote shown={orders.open.length} total={orders.openTotal} what="open orders due soonest" />
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
  const { counts } = reminders;
  const total = counts.today + counts.upcoming + counts.past;
  const when = (iso: string) =>
    wallClockOf(iso, timeZone).date === today
      ? `Today, ${formatInZone(iso, timeZone, "h:mm a")}`
      : formatInZone(iso, timeZone, "EEE, MMM d, h:mm a");
  return (
    <Card title={`Reminders (${total})`}>
      {total === 0 ? (
        <EmptyState compact icon={BellAlertIcon} title="No reminders for this client's listings." />
      ) : (
        <>
          <CountStrip
            label="Reminders by when they happen"
            counts={[
              { label: "Today", value: counts.today },
              { label: "Upcoming", value: counts.upcoming },
              { label: "Past", value: counts.past },
            ]}
          />
          {reminders.next.length === 0 ? (
            <p className="mt-4 text-sm text-slate-500">Nothing coming up: every reminder is in the past.</p>
          ) : (
            <ul aria-label="Next reminders" className={ROWS}>
              {reminders.next.map((reminder) => (
                <ActionRow key={reminder._id} href={`/reminders/view/${reminder._id}`}>
                  <RowText title={reminder.name} detail={`${when(reminder.nextOccurrence!)} · ${reminder.property.propertyName}`} />
                  {reminder.isReoccuring && reminder.frequency !== "none" && (
                    <span className="shrink-0 rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                      {FREQUENCY_LABELS[reminder.frequency]}
                    </span>
                  )}
                </ActionRow>
              ))}
            </ul>
          )}
          <MoreNote shown={reminders.next.length} total={counts.today + counts.upcoming} what="next reminders" />
        </>
      )}
    </Card>
  );
}
