import { PencilSquareIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { ServiceOrderForm } from "@/components/service-orders/service-order-form";
import { PageHeader } from "@/components/ui/page-header";
import { agencyDay } from "@/lib/domain/agency-time";
import { env } from "@/server/env";
import { requirePageSession } from "@/server/auth/page-session";
import { loadOrNotFound } from "@/server/pages";
import { getServiceOrder } from "@/server/service-orders/get-service-order";

export const metadata: Metadata = { title: "Edit service order" };

export default async function EditServiceOrderPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const order = await loadOrNotFound((await params).id, getServiceOrder);
  return (
    <>
      <PageHeader title={`Edit ${order.name}`} icon={PencilSquareIcon} subtitle="Fields marked with * are required" />
      <ServiceOrderForm order={order} today={agencyDay(new Date(), env().APP_TIME_ZONE).date} />
    </>
  );
}
