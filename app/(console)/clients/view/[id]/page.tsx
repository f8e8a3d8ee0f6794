import { HomeModernIcon, PlusIcon } from "@heroicons/react/20/solid";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { ClientAccountCard } from "@/components/clients/client-account-card";
import { ClientOrdersCard, ClientRemindersCard } from "@/components/clients/client-work-cards";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { ContactPartyPage } from "@/components/contacts/contact-party-page";
import { ListingRow } from "@/components/listings/listing-row";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { FirstScreen } from "@/components/ui/first-screen";
import { agencyDay } from "@/lib/domain/agency-time";
import { requirePageSession } from "@/server/auth/page-session";
import { getClient } from "@/server/clients/get-client";
import { getClientSummary } from "@/server/clients/get-client-summary";
import { env } from "@/server/env";
import { findListings } from "@/server/listings/find-listings";
import { loadOrNotFound } from "@/server/pages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("clients");
  return { title: t("pages.view") };
}

/**
 * One page per owner (DESIGN.md record view): the contact details and the
 * account in the side rail; the listings, their service orders and their
 * reminders in the main column. Server-rendered; every read is bounded.
 */
export default async function ClientViewPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const { id } = await params;
  const client = await loadOrNotFound(id, getClient);
  const t = await getTranslations("clients.listings");
  const timeZone = env().APP_TIME_ZONE;
  const now = new Date();
  const [{ items: listings }, summary] = await Promise.all([
    // The same query as GET /listings?client={id}&limit=500 (PRODUCT.md#limits: related loads take 500).
    findListings({ client: client._id, skip: 0, limit: 500 }),
    getClientSummary(client._id, { now, timeZone }),
  ]);

  return (
    <FirstScreen>
      <ScreenMessages namespaces={["history", "documents", "api", "clients", "listings"]}>
        <ContactPartyPage
          kind="clients"
          party={client}
          rail={<ClientAccountCard clientId={client._id} account={summary.account} timeZone={timeZone} />}
        >
          <Card
            title={t("title", { count: listings.length })}
            actions={
              <Link href={`/listings/details/${client._id}`} className={buttonClasses({ variant: "ghost", size: "sm" })}>
                <PlusIcon className="size-4" aria-hidden="true" />
                {t("add")}
              </Link>
            }
          >
            {listings.length === 0 ? (
              <EmptyState compact icon={HomeModernIcon} title={t("empty")} />
            ) : (
              <ul aria-label={t("label")} className="-mx-5 -my-3 divide-y divide-slate-100">
                {listings.map((listing) => (
                  <ListingRow key={listing._id} listing={listing} withLocation />
                ))}
              </ul>
            )}
          </Card>
          <ClientOrdersCard orders={summary.orders} timeZone={timeZone} />
          <ClientRemindersCard reminders={summary.reminders} timeZone={timeZone} today={agencyDay(now, timeZone).date} />
        </ContactPartyPage>
      </ScreenMessages>
    </FirstScreen>
  );
}
