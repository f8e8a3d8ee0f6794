import { LISTING_CHOICE_FIELDS, type ChoiceField, type ListingChoiceName } from "@/lib/domain/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { EntitySearch, LookupField, SearchField } from "../field";
import { booleanWhere, calendarDateWhere, compareWhere, inWhere, textWhere } from "../prisma-conditions";
import { CLIENT_LOOKUP, enumField, recordField, SPECIALIST_LOOKUP } from "./lookups";
import { columnSorts, timestampFields } from "./columns";
import { ownDocumentCategoryField } from "./documents";

type W = Prisma.ListingWhereInput;
type O = Prisma.ListingOrderByWithRelationInput;

function choice(name: ListingChoiceName, where: LookupField<W>["where"]): LookupField<W> {
  const { title, values, labels }: ChoiceField = LISTING_CHOICE_FIELDS[name];
  return enumField(name, title, values, labels, where);
}

/** The listing's Finder: the fields (PRODUCT.md#listings) by their JSON names (nested ones dotted). Money and sizes in US dollars and square feet. */
const fields: SearchField<W>[] = [
  { name: "propertyName", title: "Property name", type: "string", where: textWhere<W>(["propertyName"]) },
  { name: "location", title: "Location", type: "string", where: textWhere<W>(["location"]) },
  choice("status", inWhere<W>(["status"])),
  choice("listingType", inWhere<W>(["listingType"])),
  choice("propertyType", inWhere<W>(["propertyType"], { nullable: true })),
  choice("zoning", inWhere<W>(["zoning"])),
  recordField("client", "Client", CLIENT_LOOKUP, inWhere<W>(["clientId"])),
  recordField("propertySpecialist", "Property specialist", SPECIALIST_LOOKUP, inWhere<W>(["propertySpecialistId"])),
  {
    name: "cost.salePriceInUS",
    title: "Sale price (US$)",
    type: "number",
    integer: false,
    where: compareWhere<W>(["salePriceInUS"], { nullable: true }),
  },
  {
    name: "cost.rentalPriceInUS",
    title: "Rent per month (US$)",
    type: "number",
    integer: false,
    where: compareWhere<W>(["rentalPriceInUS"], { nullable: true }),
  },
  { name: "cost.negotiable", title: "Price is negotiable", type: "boolean", where: booleanWhere<W>(["negotiable"]) },
  {
    name: "size.lotSizeSqFeet",
    title: "Lot size (sq ft)",
    type: "number",
    integer: false,
    where: compareWhere<W>(["lotSizeSqFeet"], { nullable: true }),
  },
  {
    name: "size.lotSizeAcres",
    title: "Lot size (acres)",
    type: "number",
    integer: false,
    where: compareWhere<W>(["lotSizeAcres"], { nullable: true }),
  },
  {
    name: "size.propertySizeSqFeet",
    title: "Property size (sq ft)",
    type: "number",
    integer: false,
    where: compareWhere<W>(["propertySizeSqFeet"], { nullable: true }),
  },
  { name: "rooms.bedrooms", title: "Bedrooms", type: "number", integer: true, where: compareWhere<W>(["bedrooms"], { nullable: true }) },
  { name: "rooms.bathrooms", title: "Bathrooms", type: "number", integer: true, where: compareWhere<W>(["bathrooms"], { nullable: true }) },
  {
    name: "currentLease.startDate",
    title: "Lease start",
    type: "date",
    dateTime: false,
    where: calendarDateWhere<W>(["leaseStartDate"], { nullable: true }),
  },
  {
    name: "currentLease.endDate",
    title: "Lease end",
    type: "date",
    dateTime: false,
    where: calendarDateWhere<W>(["leaseEndDate"], { nullable: true }),
  },
  { name: "currentLease.tenantName", title: "Tenant name", type: "string", where: textWhere<W>(["tenantName"], { nullable: true }) },
  { name: "currentLease.tenantEmail", title: "Tenant e-mail", type: "string", where: textWhere<W>(["tenantEmail"], { nullable: true }) },
  ...timestampFields<W>(),
  ownDocumentCategoryField<W>(),
];

const { id, by, byNullable } = columnSorts<O>();

export const listingSearch: EntitySearch<W, O> = {
  label: "Listings",
  fields,
  sorts: {
    propertyName: by("propertyNameOrder"),
    location: by("location"),
    status: by("status"),
    listingType: by("listingType"),
    propertyType: byNullable("propertyType"),
    zoning: by("zoning"),
    "clientRef.name": (order) => [{ client: { nameOrder: order } }, id],
    "propertySpecialistRef.firstName": (order) => [{ propertySpecialist: { firstNameOrder: order } }, id],
    "propertySpecialistRef.lastName": (order) => [{ propertySpecialist: { lastName: order } }, id],
    "cost.salePriceInUS": byNullable("salePriceInUS"),
    "cost.rentalPriceInUS": byNullable("rentalPriceInUS"),
    "cost.negotiable": by("negotiable"),
    "size.lotSizeSqFeet": byNullable("lotSizeSqFeet"),
    "size.lotSizeAcres": byNullable("lotSizeAcres"),
    "size.propertySizeSqFeet": byNullable("propertySizeSqFeet"),
    "rooms.bedrooms": byNullable("bedrooms"),
    "rooms.bathrooms": byNullable("bathrooms"),
    "currentLease.startDate": byNullable("leaseStartDate"),
    "currentLease.endDate": byNullable("leaseEndDate"),
    createdAt: by("createdAt"),
    updatedAt: by("updatedAt"),
  },
};

/** GET /listings without `sort`: by property name, case-insensitively. */
export const LISTING_DEFAULT_SORT = { name: "propertyName", orderBy: listingSearch.sorts.propertyName!("asc") };
