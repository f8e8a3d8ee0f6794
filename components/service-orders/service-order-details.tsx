"use client";

import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { CheckIcon, ChevronDownIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState, type ReactNode } from "react";
import { useSaveFailureOf } from "@/components/forms/use-save-failure";
import { useAgencyTimeZone } from "@/components/shell/agency-time-zone";
import { ListingPicture } from "@/components/listings/listing-picture";
import { Card } from "@/components/ui/card";
import { useDialogs } from "@/components/ui/dialogs";
import { OrderStatusChip, PastDueChip } from "@/components/ui/status-chip";
import { useToast } from "@/components/ui/toasts";
import { apiFetch } from "@/lib/client/api";
import type { ServiceOrderStatus } from "@/lib/domain/enums";
import { useLanguage } from "@/lib/i18n/use-language";
import type { ServiceOrderDto } from "@/lib/schemas/service-order";
import { mutatePrefix } from "@/lib/swr/mutate-prefix";
import { dueDateTime } from "./format";
import { SendWorkOrderButton, useSendWorkOrder } from "./send-work-order";

/** The toggle's options in the order work goes through them (PRODUCT.md#service-orders lists the same four alphabetically). */
const STATUS_OPTIONS: readonly ServiceOrderStatus[] = ["PENDING", "APPROVED", "COMPLETED", "DECLINED"];

/** The order view's body: listing picture and link, provider, status (with its toggle), creator, due date, details, notes. */
export function ServiceOrderDetails({ order: initial }: { order: ServiceOrderDto }) {
  const [order, setOrder] = useState(initial);
  const timeZone = useAgencyTimeZone();
  const t = useTranslations("serviceOrders.details");

  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="space-y-6 lg:col-span-2">
        <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <ListingPicture listing={order.listing} variant="full" sizes="(min-width: 1280px) 33vw, 100vw" className="w-full" note />
          <div className="p-4">
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("listing")}</p>
            <Link
              href={`/listings/view/${order.listingRef}`}
              className="mt-0.5 block truncate text-sm font-semibold text-brand-700 hover:underline"
            >
              {order.listing.propertyName}
            </Link>
          </div>
        </div>
      </div>
      <div className="space-y-6 lg:col-span-3">
        <Card
          title={t("card")}
          actions={
            <div className="flex flex-wrap items-center justify-end gap-2">
              {order.status === "APPROVED" && <SendWorkOrderButton order={order} />}
              <StatusToggle order={order} onChange={setOrder} />
            </div>
          }
        >
          <dl className="grid gap-x-6 gap-y-5 text-sm sm:grid-cols-2">
            <Item label={t("orderNumber")}>#{order.orderNumber}</Item>
            <Item label={t("status")}>
              <span className="inline-flex flex-wrap items-center gap-1">
                <OrderStatusChip status={order.status} data-testid="order-status" />
                {order.pastDue && <PastDueChip />}
              </span>
            </Item>
            <Item label={t("provider")}>
              <Link href={`/service-providers/view/${order.serviceProviderRef}`} className="text-brand-700 hover:underline">
                {order.serviceProvider.name}
              </Link>
            </Item>
            <Item label={t("due")}>
              <DueDateTime iso={order.serviceDueDateTime} timeZone={timeZone} />
            </Item>
            <Item label={t("createdBy")}>{order.created_by.name}</Item>
          </dl>
        </Card>
        <Card title={t("details")}>
          <p className="whitespace-pre-line break-words text-sm text-slate-800">{order.details}</p>
        </Card>
        <Card title={t("notes")}>
          {order.notes ? (
            <p className="whitespace-pre-line break-words text-sm text-slate-800">{order.notes}</p>
          ) : (
            <p className="text-sm text-slate-500">{t("noNotes")}</p>
          )}
        </Card>
      </div>
    </div>
  );
}

function DueDateTime({ iso, timeZone }: { iso: string; timeZone: string }) {
  const { dateTime, zone } = dueDateTime(iso, timeZone, useLanguage());
  return (
    <>
      <span className="tabular-nums" data-testid="order-due">
        {dateTime}
      </span>
      <span className="block text-xs text-slate-500">{zone}</span>
    </>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * PRODUCT.md#service-orders: any status may be set to any other after 'Update service order
 * status to {status}?'; the current status does nothing; the list closes
 * after a change and 'Service order status updated.' is shown. The change
 * runs in the confirmation's panel, like a save. Approving then offers to
 * e-mail the work order to the provider (issue 29 §3.2).
 */
function StatusToggle({ order, onChange }: { order: ServiceOrderDto; onChange: (order: ServiceOrderDto) => void }) {
  const { run } = useDialogs();
  const saveFailureOf = useSaveFailureOf();
  const toast = useToast();
  const sendWorkOrder = useSendWorkOrder();
  const t = useTranslations("serviceOrders.details");
  const enums = useTranslations("enums");
  const workOrder = useTranslations("serviceOrders.workOrder");

  const choose = async (status: ServiceOrderStatus) => {
    if (status === order.status) return;
    const label = enums(`serviceOrderStatus.${status}`);
    const outcome = await run({
      question: t("statusQuestion", { status: label }),
      busyText: t("statusBusy"),
      task: async () => {
        const path = `/services/orders/update/status/${order._id}/${status}`;
        const { data } = await apiFetch<ServiceOrderDto>(path, { method: "PUT", handledStatuses: [0] });
        await mutatePrefix("/services/");
        return data;
      },
      failureOf: (error) => {
        console.error("Service order status update failed", error);
        return saveFailureOf(error, { failure: t("statusFailed") });
      },
    });
    if (outcome.status !== "done") return;
    onChange(outcome.value);
    toast.success(t("statusUpdated"));
    if (outcome.value.status === "APPROVED") await sendWorkOrder(outcome.value, workOrder("sendTitle"));
  };

  return (
    <Menu as="div" className="relative">
      <MenuButton className="inline-flex h-8 items-center gap-1.5 rounded-lg bg-white px-3 text-xs font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 disabled:opacity-50">
        {t("editStatus")}
        <ChevronDownIcon className="size-4" aria-hidden="true" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-30 mt-1 w-44 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-900/10 focus:outline-none"
      >
        {STATUS_OPTIONS.map((status) => (
          <MenuItem key={status}>
            <button
              type="button"
              onClick={() => void choose(status)}
              className="flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-sm text-slate-700 data-[focus]:bg-brand-700 data-[focus]:text-white"
            >
              {enums(`serviceOrderStatus.${status}`)}
              {status === order.status && <CheckIcon className="size-4" aria-label={t("currentStatus")} />}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
