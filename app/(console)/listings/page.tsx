import { HomeModernIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { ListingDirectory } from "@/components/listings/listing-directory";
import { LISTINGS_PAGE_SIZE } from "@/components/listings/listing-format";
import { ImportButton } from "@/components/imports/import-button";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { FirstScreen } from "@/components/ui/first-screen";
import { PageHeader } from "@/components/ui/page-header";
import { listViewCookieName, parseListViews } from "@/lib/list-view";
import { requirePageSession } from "@/server/auth/page-session";
import { thumbnailDataUrl } from "@/server/files/inline-thumbnail";
import { findListings } from "@/server/listings/find-listings";
import { toListingSummary } from "@/lib/domain/listing-summary";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("listings");
  return { title: t("list.title") };
}

export default async function ListingsPage({ searchParams }: { searchParams: Promise<{ view?: string | string[] }> }) {
  const session = await requirePageSession();
  // The first page comes with the HTML (the list is the page's largest content), as the fields the tiles and rows show;
  // the browser revalidates it as usual.
  const { items, total } = await findListings({ skip: 0, limit: LISTINGS_PAGE_SIZE });
  const firstPage = { items: items.map(toListingSummary), total };
  // In tiles, the first tile's picture comes inside the HTML (the page's largest paint); the rest load from their
  // addresses. The view is the address's, or the person's last choice (the cookie the console's layout reads).
  const view = (await searchParams).view ?? parseListViews((await cookies()).get(listViewCookieName(session.user.id))?.value).listings;
  const first = items[0];
  const firstPicture = view !== "table" && first?.imageId ? { image: first.image, src: await thumbnailDataUrl(first.imageId) } : undefined;
  const t = await getTranslations("listings.list");
  return (
    <ScreenMessages namespaces={["finder", "listings"]}>
      <PageHeader
        title={t("title")}
        icon={HomeModernIcon}
        subtitle={t("subtitle")}
        addHref="/listings/listing-details"
        addLabel={t("addLabel")}
        actions={<ImportButton kind="listings" />}
      />
      <FirstScreen>
        <ListingDirectory firstPage={firstPage} firstPicture={firstPicture} />
      </FirstScreen>
    </ScreenMessages>
  );
}
