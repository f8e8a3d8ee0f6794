import { PlusIcon } from "@heroicons/react/20/solid";
import { WrenchScrewdriverIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import Link from "next/link";
import { RecordHistoryCard } from "@/components/history/record-history-card";
import { ContactDetails } from "@/components/contacts/contact-details";
import { ServiceProviderDeleteButton } from "@/components/service-providers/service-provider-delete-button";
import { ServiceProviderOrders } from "@/components/service-providers/service-provider-orders";
import { orderCountLabel } from "@/components/service-providers/service-provider-tile";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { loadOrNotFound } from "@/server/pages";
import { getServiceProvider } from "@/server/service-providers/get-service-provider";

export const metadata: Metadata = { title: "Service provider" };

export default async function ProviderViewPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const provider = await loadOrNotFound((await params).id, getServiceProvider);

  return (
    <>
      <PageHeader
        title={provider.name}
        icon={WrenchScrewdriverIcon}
        subtitle={orderCountLabel(provider.totalServiceOrders)}
        editHref={`/service-providers/service-provider-details/${provider._id}`}
        actions={<ServiceProviderDeleteButton providerId={provider._id} />}
      />
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <Card title="Contact information" className="lg:col-span-2 lg:self-start">
          <ContactDetails contact={provider} />
        </Card>
        <Card
          title="Service orders"
          className="lg:col-span-3"
          actions={
            <Link
              href={`/service-orders/service-order-details?provider=${provider._id}`}
              className={buttonClasses({ variant: "ghost", size: "sm" })}
            >
              <PlusIcon className="size-4" aria-hidden="true" />
              New order
            </Link>
          }
        >
          <ServiceProviderOrders providerId={provider._id} />
        </Card>
      </div>
      <RecordHistoryCard entity="service-providers" id={provider._id} noun="this service provider" className="mt-6" />
    </>
  );
}
