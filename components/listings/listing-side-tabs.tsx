"use client";

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { BellAlertIcon, ClipboardDocumentListIcon, ClockIcon, DocumentTextIcon } from "@heroicons/react/24/outline";
import { PencilSquareIcon, PlusIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import Link from "next/link";
import type { ReactNode } from "react";
import { RecordHistory } from "@/components/history/record-history";
import { buttonClasses } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { OrderStatusChip } from "@/components/ui/status-chip";
import { REMINDER_FREQUENCIES, type ReminderFrequency, type ServiceOrderStatus } from "@/lib/domain/enums";

export interface SideItems<T> {
  count: number;
  items: T[];
}

const isFrequency = (value: string): value is ReminderFrequency => (REMINDER_FREQUENCIES as readonly string[]).includes(value);

/** `name`: the tab's count's test id ("count-reminders"), whatever the language. */
function TabButton({ icon: Icon, label, name, count }: { icon: typeof BellAlertIcon; label: string; name: string; count?: number }) {
  return (
    <Tab
      className={({ selected }) =>
        cx(
          "flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium outline-none transition focus-visible:ring-2 focus-visible:ring-brand-500",
          selected ? "bg-brand-50 text-brand-800 ring-1 ring-brand-100" : "text-slate-600 hover:bg-slate-50 hover:text-slate-900",
        )
      }
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <span className="flex-1 truncate">{label}</span>
      {count !== undefined && (
        <span
          className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-600 ring-1 ring-slate-200"
          data-testid={`count-${name}`}
        >
          {count}
        </span>
      )}
    </Tab>
  );
}

function PanelHeader({ title, action }: { title: string; action: ReactNode }) {
  return (
    <div className="mb-3 flex items-center justify-between gap-3">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {action}
    </div>
  );
}

function Empty({ children }: { children: string }) {
  return <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">{children}</p>;
}

/** A panel of linked rows under its header, or the empty text when there are none. */
function LinkList<T extends { _id: string }>({
  title,
  action,
  empty,
  items,
  href,
  linkClassName,
  row,
}: {
  title: string;
  action: ReactNode;
  empty: string;
  items: T[];
  href: (item: T) => string;
  linkClassName: string;
  row: (item: T) => ReactNode;
}) {
  return (
    <>
      <PanelHeader title={title} action={action} />
      {items.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item._id}>
              <Link href={href(item)} className={linkClassName}>
                {row(item)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export type SideReminders = SideItems<{ _id: string; name: string; when: string; frequency: string }>;
export type SideServiceOrders = SideItems<{
  _id: string;
  orderNumber: number;
  name: string;
  status: ServiceOrderStatus;
  when: string;
  providerName: string;
}>;

/**
 * PRODUCT.md#listings side tabs of a listing: reminders and service orders (count,
 * list, add link), notes (with an edit link to the form's notes) and the
 * listing's history (loaded when its tab opens).
 */
export function ListingSideTabs({
  listingId,
  notes,
  reminders,
  serviceOrders,
}: {
  listingId: string;
  notes: string | null;
  reminders: SideReminders;
  serviceOrders: SideServiceOrders;
}) {
  const t = useTranslations("listings.side");
  const enums = useTranslations("enums");
  const addLink = (href: string, label: string) => (
    <Link href={href} className={buttonClasses({ variant: "ghost", size: "sm" })}>
      <PlusIcon className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );

  return (
    <aside className="min-w-0 self-start rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <TabGroup>
        <TabList className="grid gap-1 border-b border-slate-100 p-3 sm:grid-cols-4 xl:grid-cols-1">
          <TabButton icon={BellAlertIcon} label={t("reminders")} name="reminders" count={reminders.count} />
          <TabButton icon={ClipboardDocumentListIcon} label={t("serviceOrders")} name="service-orders" count={serviceOrders.count} />
          <TabButton icon={DocumentTextIcon} label={t("notes")} name="notes" />
          <TabButton icon={ClockIcon} label={t("history")} name="history" />
        </TabList>
        <TabPanels className="p-5">
          <TabPanel>
            <LinkList
              title={t("remindersTitle", { count: reminders.count })}
              action={addLink(`/reminders/reminder-details?listing=${listingId}`, t("addReminder"))}
              empty={t("noReminders")}
              items={reminders.items}
              href={(reminder) => `/reminders/view/${reminder._id}`}
              linkClassName="block py-2.5 hover:text-brand-700"
              row={(reminder) => (
                <>
                  <span className="block truncate text-sm font-medium">{reminder.name}</span>
                  <span className="block text-xs text-slate-500">
                    {reminder.when} · {isFrequency(reminder.frequency) ? enums(`frequency.${reminder.frequency}`) : reminder.frequency}
                  </span>
                </>
              )}
            />
          </TabPanel>
          <TabPanel>
            <LinkList
              title={t("ordersTitle", { count: serviceOrders.count })}
              action={addLink(`/service-orders/service-order-details?listing=${listingId}`, t("addOrder"))}
              empty={t("noOrders")}
              items={serviceOrders.items}
              href={(order) => `/service-orders/view/${order._id}`}
              linkClassName="flex items-center justify-between gap-3 py-2.5 hover:text-brand-700"
              row={(order) => (
                <>
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium">
                      #{order.orderNumber} {order.name}
                    </span>
                    <span className="block truncate text-xs text-slate-500">
                      {order.when} · {order.providerName}
                    </span>
                  </span>
                  <OrderStatusChip status={order.status} className="shrink-0" />
                </>
              )}
            />
          </TabPanel>
          <TabPanel>
            <PanelHeader
              title={t("notes")}
              action={
                <Link href={`/listings/listing-details/${listingId}#notes`} className={buttonClasses({ variant: "ghost", size: "sm" })}>
                  <PencilSquareIcon className="size-4" aria-hidden="true" />
                  {t("editNotes")}
                </Link>
              }
            />
            {notes ? <p className="whitespace-pre-wrap break-words text-sm text-slate-700">{notes}</p> : <Empty>{t("noNotes")}</Empty>}
          </TabPanel>
          <TabPanel>
            {/* Panels mount when chosen: the history loads only once this tab is opened. */}
            <PanelHeader title={t("history")} action={null} />
            <RecordHistory entity="listings" id={listingId} noun={t("historyNoun")} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </aside>
  );
}
