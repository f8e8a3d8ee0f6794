import { createElement, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useListingColumns } from "@/components/listings/listing-columns";
import { ListingTile } from "@/components/listings/listing-tile";
import { cellOf } from "@/components/ui/data-column";
import type { Language } from "@/lib/i18n/languages";
import type { Listing, ListingSummary } from "@/lib/schemas/listing";
import { toListingSummary } from "@/lib/domain/listing-summary";
import { inLanguage } from "@/tests/support/intl";

const listing: Listing = {
  _id: "9138fee4-0996-40db-8ed4-adeeafc88a94",
  client: "80c9e68e-43a7-437a-b3dc-8050552b6a29",
  clientRef: { _id: "80c9e68e-43a7-437a-b3dc-8050552b6a29", name: "Kingstown Harbour Partners" },
  propertyName: "Blue Lagoon Suites",
  propertySpecialist: "0b95fbef-bc19-4ec8-bd04-d9e71db4b292",
  propertySpecialistRef: { _id: "0b95fbef-bc19-4ec8-bd04-d9e71db4b292", firstName: "Andre", lastName: "St. Rose" },
  image: "/api/v1/files/7079565b-f823-478b-a050-2d9a95a0d8c2",
  imageId: "7079565b-f823-478b-a050-2d9a95a0d8c2",
  listingType: "land-and-property",
  propertyType: "apartment",
  location: "83 Lighthouse Road, Marigot Bay, Castries, St. Lucia",
  status: "rented-and-for-sale",
  zoning: "residential",
  amenities: [{ name: "Backup Generator" }, { name: "Pool" }],
  services: [{ name: "Water" }, { name: "Electricity" }],
  cost: { salePriceInUS: "200000.00", rentalPriceInUS: "1200.00", negotiable: true },
  size: { lotSizeSqFeet: "16400.00", lotSizeAcres: "0.3765", propertySizeSqFeet: "1300.00" },
  rooms: { bedrooms: 2, bathrooms: 1, otherRooms: [{ name: "Kitchen" }] },
  currentLease: {
    startDate: "2026-01-01",
    endDate: "2026-12-31",
    tenantName: "Mara Joseph",
    tenantPhoneNumber: "+1 758 555 0101",
    tenantEmail: "mara@example.com",
  },
  notes: "Pool resurfaced last season; pump is original.",
  createdAt: "2026-11-23T20:07:12.212Z",
  updatedAt: "2026-11-23T20:07:12.212Z",
};

const markup = (node: ReactNode, language: Language = "en") =>
  renderToStaticMarkup(inLanguage(createElement(Fragment, null, node), language));

/** Each column's cell of a row, marked with the column's id (the table's columns as the page builds them). */
function Cells({ row }: { row: ListingSummary }) {
  return useListingColumns().map((column) => createElement("div", { key: column.id, "data-column": column.id }, cellOf(column, row)));
}

describe("a listing's summary (the listings page's first page)", () => {
  const summary = toListingSummary(listing);

  it("draws the same tile as the whole record", () => {
    expect(markup(createElement(ListingTile, { listing: summary }))).toBe(markup(createElement(ListingTile, { listing })));
  });

  it("draws the same table row as the whole record, column by column", () => {
    expect(markup(createElement(Cells, { row: summary }))).toBe(markup(createElement(Cells, { row: listing })));
    expect(markup(createElement(Cells, { row: summary }))).toContain('data-column="price"');
  });

  it("speaks the screen's language: English as the spec words it, Spanish from the messages", () => {
    const english = markup(createElement(Cells, { row: summary }));
    expect(english).toContain("Apartment");
    expect(english).toContain("$200,000 · $1,200 / month");
    expect(markup(createElement(ListingTile, { listing: summary }))).toContain("$200,000 · $1,200 / month");
    const spanish = markup(createElement(Cells, { row: summary }), "es");
    expect(spanish).toContain("Apartamento");
    expect(markup(createElement(ListingTile, { listing: summary }), "es")).toContain("$200,000 · $1,200 / mes");
  });

  it("leaves out what a list does not show: the lease, notes, chips, sizes and ids of relations", () => {
    const json = JSON.stringify(summary);
    for (const hidden of ["Mara Joseph", "Pool resurfaced", "Backup Generator", "16400.00", "Kingstown Harbour Partners", "createdAt"]) {
      expect(json).not.toContain(hidden);
    }
    expect(json.length).toBeLessThan(JSON.stringify(listing).length / 2);
  });
});
