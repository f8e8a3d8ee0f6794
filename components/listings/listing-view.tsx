import { useTranslations } from "next-intl";
import Link from "next/link";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { ListingStatusChip } from "@/components/ui/status-chip";
import { listingSections } from "@/lib/domain/listing-sections";
import type { Listing, NamedChip } from "@/lib/schemas/listing";
import { formatAcres, formatListingSize, formatListingPrice, pricesShown } from "./listing-format";
import { ListingPicture } from "./listing-picture";
import { ListingSideTabs, type SideReminders, type SideServiceOrders } from "./listing-side-tabs";

export interface ListingViewData {
  listing: Listing;
  reminders: SideReminders;
  serviceOrders: SideServiceOrders;
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">{children}</dl>;
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Chips({ items, empty, label }: { items: NamedChip[]; empty: string; label: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {items.map((item) => (
        <li key={item.name} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200">
          {item.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * The listing page body: picture and summary, the gallery (a client card the page passes in), pricing, details, services, amenities, rooms,
 * the Lease card (passed in by the page: components/leases/listing-lease-card.tsx), and the side tabs.
 */
export function ListingView({ page, gallery, leaseCard }: { page: ListingViewData; gallery?: ReactNode; leaseCard?: ReactNode }) {
  const t = useTranslations("listings");
  const enums = useTranslations("enums");
  const { listing } = page;
  const prices = pricesShown(listing.status);
  const landOnly = !listingSections(listing).building;
  const notSet = <span className="text-slate-500">{t("view.notSet")}</span>;
  // PRODUCT.md#listings heading: 'Property:' for land-and-property or 'Land Only' for land-only, plus the property type.
  const heading = {
    kind: landOnly ? t("heading.landOnly") : t("heading.property"),
    type: listing.propertyType ? enums(`propertyType.${listing.propertyType}`) : null,
  };

  return (
    <div className="grid gap-6 xl:grid-cols-3">
      <div className="min-w-0 space-y-6 xl:col-span-2">
        <section className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:flex">
          <ListingPicture
            listing={listing}
            variant="full"
            className="w-full md:w-80 md:shrink-0"
            note
            addHref={`/listings/listing-details/${listing._id}#picture`}
            testId="listing-picture"
            sizes="(min-width: 768px) 320px, calc(100vw - 2rem)"
          />
          <div className="min-w-0 flex-1 space-y-4 p-5">
            <h2 className="text-lg font-semibold text-slate-900" data-testid="listing-heading">
              {heading.kind}
              {heading.type && <span className="font-normal text-slate-600"> {heading.type}</span>}
            </h2>
            <Facts>
              <Fact label={t("view.client")}>
                <Link href={`/clients/view/${listing.client}`} className="font-medium text-brand-700 hover:underline">
                  {listing.clientRef.name}
                </Link>
              </Fact>
              <Fact label={t("view.status")}>
                <ListingStatusChip status={listing.status} data-testid="listing-status" />
              </Fact>
              <Fact label={t("view.specialist")} testId="listing-specialist">
                {listing.propertySpecialistRef.firstName} {listing.propertySpecialistRef.lastName}
              </Fact>
            </Facts>
          </div>
        </section>

        {gallery}

        <div className="grid gap-6 lg:grid-cols-2">
          <Card title={t("view.pricing")}>
            <Facts>
              {prices.rent && (
                <Fact label={t("view.rentPerMonth")} testId="listing-rent">
                  {listing.cost.rentalPriceInUS
                    ? t("view.usd", { amount: formatListingPrice(listing.cost.rentalPriceInUS) ?? "" })
                    : notSet}
                </Fact>
              )}
              {prices.sale && (
                <Fact label={t("view.salePrice")} testId="listing-sale-price">
                  {listing.cost.salePriceInUS ? t("view.usd", { amount: formatListingPrice(listing.cost.salePriceInUS) ?? "" }) : notSet}
                </Fact>
              )}
            </Facts>
            <p className="mt-4 text-sm text-slate-600" data-testid="listing-negotiable">
              {listing.cost.negotiable ? t("view.negotiable") : t("view.notNegotiable")}
            </p>
          </Card>

          <Card title={t("view.details")}>
            <Facts>
              <Fact label={t("view.lotSize")} testId="listing-lot-size">
                {t("view.lotSizeValue", {
                  squareFeet: formatListingSize(listing.size.lotSizeSqFeet) ?? "",
                  acres: formatAcres(listing.size.lotSizeAcres) ?? "",
                })}
              </Fact>
              {!landOnly && (
                <Fact label={t("view.propertySize")} testId="listing-property-size">
                  {listing.size.propertySizeSqFeet
                    ? t("view.squareFeet", { size: formatListingSize(listing.size.propertySizeSqFeet) ?? "" })
                    : notSet}
                </Fact>
              )}
              <Fact label={t("view.zoning")} testId="listing-zoning">
                {enums(`zoning.${listing.zoning}`)}
              </Fact>
            </Facts>
          </Card>

          <Card title={t("view.services")}>
            <Chips items={listing.services} empty={t("view.noServices")} label={t("view.services")} />
          </Card>
          <Card title={t("view.amenities")}>
            <Chips items={listing.amenities} empty={t("view.noAmenities")} label={t("view.amenities")} />
          </Card>

          {/* Land has no rooms: no card for them. */}
          {!landOnly && (
            <Card title={t("view.rooms")} className="lg:col-span-2">
              <div className="space-y-4">
                <Facts>
                  <Fact label={t("view.bedrooms")} testId="listing-bedrooms">
                    {listing.rooms.bedrooms ?? notSet}
                  </Fact>
                  <Fact label={t("view.bathrooms")} testId="listing-bathrooms">
                    {listing.rooms.bathrooms ?? notSet}
                  </Fact>
                </Facts>
                <div>
                  <p className="mb-1.5 text-xs font-medium uppercase tracking-wide text-slate-500">{t("view.otherRooms")}</p>
                  <Chips items={listing.rooms.otherRooms} empty={t("view.noOtherRooms")} label={t("view.otherRooms")} />
                </div>
              </div>
            </Card>
          )}

          {leaseCard}
        </div>
      </div>

      <ListingSideTabs listingId={listing._id} notes={listing.notes} reminders={page.reminders} serviceOrders={page.serviceOrders} />
    </div>
  );
}
