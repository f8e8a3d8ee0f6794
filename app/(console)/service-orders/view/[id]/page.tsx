import { ClipboardDocumentListIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DocumentsCard } from "@/components/documents/documents-card";
import { RecordHistoryCard } from "@/components/history/record-history-card";
import { ServiceOrderChargesCard } from "@/components/service-orders/service-order-charges-card";
import { ServiceOrderDeleteButton } from "@/components/service-orders/service-order-delete-button";
import { ServiceOrderDetails } from "@/components/service-orders/service-order-details";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { loadOrNotFound } from "@/server/pages";
import { getServiceOrder } from "@/server/service-orders/get-service-order";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("serviceOrders");
  return { title: t("pages.view") };
}

export default async function ServiceOrderViewPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const order = await loadOrNotFound((await params).id, getServiceOrder);
  const t = await getTranslations("serviceOrders.pages");
  return (
    <ScreenMessages namespaces={["history", "documents", "api", "serviceOrders", "listings"]}>
      <PageHeader
        title={order.name}
        icon={ClipboardDocumentListIcon}
        subtitle={t("subtitle", { number: order.orderNumber, listing: order.listing.propertyName })}
        editHref={`/service-orders/service-order-details/${order._id}`}
        actions={<ServiceOrderDeleteButton orderId={order._id} />}
      />
      <ServiceOrderDetails order={order} />
      <ServiceOrderChargesCard orderId={order._id} defaultDescription={`${order.name} — ${order.serviceProvider.name}`} className="mt-6" />
      <DocumentsCard entity="service-orders" recordId={order._id} className="mt-6" />
      <RecordHistoryCard entity="service-orders" id={order._id} noun={t("historyNoun")} className="mt-6" />
    </ScreenMessages>
  );
}
