import Link from "next/link";
import { useTranslations } from "next-intl";
import { ListingRow } from "@/components/listings/listing-row";
import { Card } from "@/components/ui/card";
import type { Listing } from "@/lib/schemas/listing";

/** How many of the client's listings the account page lists; the client's page has them all. */
export const ACCOUNT_LISTINGS_SHOWN = 5;

/** The client's listings beside the ledger: the properties its entries are about, as rows (cards never nest). */
export function AccountListingsCard({ clientId, listings, total }: { clientId: string; listings: Listing[]; total: number }) {
  const t = useTranslations("accounts");
  return (
    <Card
      title={t("listings.title", { total })}
      actions={
        total > listings.length && (
          <Link href={`/clients/view/${clientId}`} className="text-sm font-medium text-brand-700 hover:underline">
            {t("listings.viewAll")}
          </Link>
        )
      }
    >
      {listings.length === 0 ? (
        <p className="text-sm text-slate-500">{t("listings.none")}</p>
      ) : (
        <ul className="-mx-5 -my-3 divide-y divide-slate-100">
          {listings.map((listing) => (
            <ListingRow key={listing._id} listing={listing} />
          ))}
        </ul>
      )}
    </Card>
  );
}
