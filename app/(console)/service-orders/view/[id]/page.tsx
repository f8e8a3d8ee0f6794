import { ClipboardDocumentListIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { DocumentsCard } from "@/components/documents/documents-card";
import { RecordHistoryCard } from "@/components/history/record-history-card";
import { ServiceOrderChargesCard } from "@/components/service-orders/service-order-charges-card";
import { ServiceOrderDeleteButton } from "@/components/service-orders/service-order-delete-button";
import { ServiceOrderDetails } from "@/components/service-orders/service-order-details";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { loadOrNotFound } from "@/server/pages";
import { getServiceOrder } from "@/server/service-orders/get-service-order";

export const metadata: Metadata = { title: "Service order" };

export default async function ServiceOrderViewPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const order = await loadOrNotFound((await params).id, getServiceOrder);
  return (
    <>
      <PageHeader
        title={order.name}
        icon={ClipboardDocumentListIcon}
        subtitle={`Order #${order.orderNumber} · ${order.listing.propertyName}`}
        editHref={`/service-orders/service-order-details/${order._id}`}
        actions={<ServiceOrderDeleteButton orderId={order._id} />}
      />
      <ServiceOrderDetails order={order} />
      <ServiceOrderChargesCard orderId={order._id} defaultDescription={`${order.name} — ${order.serviceProvider.name}`} className="mt-6" />
      <DocumentsCard entity="service-orders" recordId={order._id} className="mt-6" />
      <RecordHistoryCard entity="service-orders" id={order._id} noun="this service order" className="mt-6" />
    </>
  );
}
