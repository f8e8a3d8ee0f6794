import { PencilSquareIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ServiceOrderForm } from "@/components/service-orders/service-order-form";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { PageHeader } from "@/components/ui/page-header";
import { agencyDay } from "@/lib/domain/agency-time";
import { env } from "@/server/env";
import { requirePageSession } from "@/server/auth/page-session";
import { loadOrNotFound } from "@/server/pages";
import { getServiceOrder } from "@/server/service-orders/get-service-order";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("serviceOrders");
  return { title: t("pages.edit") };
}

export default async function EditServiceOrderPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const order = await loadOrNotFound((await params).id, getServiceOrder);
  const t = await getTranslations("serviceOrders.pages");
  return (
    <ScreenMessages namespaces={["api", "serviceOrders"]}>
      <PageHeader title={t("editTitle", { name: order.name })} icon={PencilSquareIcon} subtitle={t("requiredNote")} />
      <ServiceOrderForm order={order} today={agencyDay(new Date(), env().APP_TIME_ZONE).date} />
    </ScreenMessages>
  );
}
