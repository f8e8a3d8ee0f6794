import { ClipboardDocumentListIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { ServiceOrderBoard } from "@/components/service-orders/service-order-board";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";

export const metadata: Metadata = { title: "Service Orders" };

export default async function ServiceOrdersPage() {
  await requirePageSession();
  return (
    <>
      <PageHeader
        title="Service Orders"
        icon={ClipboardDocumentListIcon}
        subtitle="Work sent to providers, by due date"
        addHref="/service-orders/service-order-details"
        addLabel="New order"
      />
      <ServiceOrderBoard />
    </>
  );
}
