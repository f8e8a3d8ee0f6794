import { PlusIcon } from "@heroicons/react/20/solid";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { ContactPartyPage } from "@/components/contacts/contact-party-page";
import { ServiceProviderOrders } from "@/components/service-providers/service-provider-orders";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { requirePageSession } from "@/server/auth/page-session";
import { loadOrNotFound } from "@/server/pages";
import { getServiceProvider } from "@/server/service-providers/get-service-provider";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("serviceProviders");
  return { title: t("pages.view") };
}

export default async function ProviderViewPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const provider = await loadOrNotFound((await params).id, getServiceProvider);
  const t = await getTranslations("serviceProviders.orders");

  return (
    <ScreenMessages namespaces={["history", "documents", "serviceProviders", "serviceOrders", "listings"]}>
      <ContactPartyPage kind="service-providers" party={provider}>
        <Card
          title={t("title")}
          actions={
            <Link
              href={`/service-orders/service-order-details?provider=${provider._id}`}
              className={buttonClasses({ variant: "ghost", size: "sm" })}
            >
              <PlusIcon className="size-4" aria-hidden="true" />
              {t("newOrder")}
            </Link>
          }
        >
          <ServiceProviderOrders providerId={provider._id} />
        </Card>
      </ContactPartyPage>
    </ScreenMessages>
  );
}
