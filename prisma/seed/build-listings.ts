import { randomUUID } from "node:crypto";
import {
  DEFAULT_OTHER_ROOMS,
  DEFAULT_SERVICES,
  LISTING_STATUSES,
  RENTAL_STATUSES,
  type ListingStatus,
  type PropertyType,
  type Zoning,
} from "@/lib/domain/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import { Decimal } from "@/server/accounts/ledger-math";
import { deck, dollars, stepped, type LocalCalendar } from "./calendar";
import {
  EXTRA_AMENITIES,
  EXTRA_OTHER_ROOMS,
  EXTRA_SERVICES,
  AGENCY_ISLAND,
  LAND_AMENITIES,
  LISTING_NOTES,
  PROPERTY_NAME_PREFIXES,
  PROPERTY_NAME_SUFFIXES,
  TENANT_NAMES,
  type Island,
} from "./data/listings";
import type { Random } from "./random";

const LISTING_COUNT = 80;
const SQ_FEET_PER_ACRE = 43_560;

export type ListingRow = Prisma.ListingCreateManyInput & {
  id: string;
  propertySpecialistId: string;
  status: ListingStatus;
  propertyType: PropertyType | null;
  propertyName: string;
};

/** A generated listing and what the other generators need to know about it. */
export interface DemoListing {
  row: ListingRow;
  island: Island;
}

const STATUS_COUNTS: Record<ListingStatus, number> = {
  "for-rent": 16,
  rented: 18,
  "rented-and-for-sale": 8,
  "for-sale": 18,
  "rent-and-sale": 8,
  sold: 12,
};

/** Share of listings per specialist, in DEMO_USERS order; the first is DEMO_SPECIALIST. */
const SPECIALIST_SHARES = [26, 20, 18, 16];

/**
 * What a property of each type is like. Prices follow size (dollars per square
 * foot, or per acre for land), rooms follow size, and the rent follows the
 * value, so a cottage never lets for 2% of its price a month.
 */
interface PropertyProfile {
  sizeSqFeet: [number, number];
  sqFeetPerBedroom: number;
  bedrooms: [number, number];
  /** Dollars per square foot of the building (per acre of the lot for land). */
  price: [number, number];
  /** Rounded to this many dollars. */
  priceStep: number;
  /** Monthly rent in hundredths of a percent of the value (55 = 0.55% a month). */
  rentBasisPoints: [number, number];
}

/** A profile in one line: size, sq ft per bedroom, bedrooms, price, price step, rent (PropertyProfile's fields, in order). */
function profile(
  sizeSqFeet: [number, number],
  sqFeetPerBedroom: number,
  bedrooms: [number, number],
  price: [number, number],
  priceStep: number,
  rentBasisPoints: [number, number],
): PropertyProfile {
  return { sizeSqFeet, sqFeetPerBedroom, bedrooms, price, priceStep, rentBasisPoints };
}

const PROFILES: Record<PropertyType | "land", PropertyProfile> = {
  apartment: profile([650, 1_400], 450, [1, 3], [190, 300], 5_000, [55, 75]),
  condo: profile([900, 1_900], 500, [1, 3], [260, 420], 5_000, [50, 70]),
  house: profile([1_100, 3_200], 600, [2, 5], [170, 310], 5_000, [45, 65]),
  villa: profile([2_600, 7_200], 850, [3, 7], [330, 560], 25_000, [40, 60]),
  "office-space": profile([1_400, 11_000], 0, [0, 0], [140, 260], 10_000, [60, 80]),
  land: profile([0, 0], 0, [0, 0], [70_000, 320_000], 5_000, [30, 45]),
};

/** Size, rooms, value and rent of one property, consistent with each other. */
function dimensions(random: Random, profile: PropertyProfile, lotSqFeet: number, landOnly: boolean) {
  const acres = new Decimal(lotSqFeet).div(SQ_FEET_PER_ACRE);
  const size = landOnly ? 0 : stepped(random, profile.sizeSqFeet[0], profile.sizeSqFeet[1], 10);
  const clamp = (value: number, [min, max]: [number, number]) => Math.max(min, Math.min(max, value));
  const bedrooms = profile.sqFeetPerBedroom ? clamp(Math.round(size / profile.sqFeetPerBedroom) + random.int(-1, 0), profile.bedrooms) : 0;
  const bathrooms = profile.sqFeetPerBedroom ? Math.max(1, bedrooms - random.int(0, 1)) : Math.max(1, Math.round(size / 2_800));
  const perUnit = random.int(...profile.price);
  const raw = landOnly ? acres.times(perUnit).toNumber() : size * perUnit;
  const value = Math.max(profile.priceStep * 9, Math.round(raw / profile.priceStep) * profile.priceStep);
  const rent = Math.max(600, Math.round((value * random.int(...profile.rentBasisPoints)) / 10_000 / 50) * 50);
  return { acres, size, bedrooms, bathrooms, value, rent };
}

export function buildListings(
  random: Random,
  calendar: LocalCalendar,
  clients: readonly { id: string }[],
  specialists: readonly { id: string }[],
): DemoListing[] {
  const statuses = random.shuffle(LISTING_STATUSES.flatMap((status) => Array<ListingStatus>(STATUS_COUNTS[status]).fill(status)));
  const specialistIds = random.shuffle(
    specialists.flatMap((specialist, index) => Array<string>(SPECIALIST_SHARES[index] ?? 0).fill(specialist.id)),
  );
  // Two clients keep no listings (a client without properties is a real case);
  // every other client gets at least one, the rest are spread at random.
  const owners = clients.slice(0, clients.length - 2);
  const clientIds = random.shuffle([
    ...owners.map((client) => client.id),
    ...Array.from({ length: LISTING_COUNT - owners.length }, () => random.pick(owners).id),
  ]);
  const buildingNote = deck(random, LISTING_NOTES.building);
  const landNote = deck(random, LISTING_NOTES.land);
  const tenant = deck(random, TENANT_NAMES);

  const usedNames = new Set<string>();
  const listings: DemoListing[] = [];
  for (let index = 0; index < LISTING_COUNT; index++) {
    const status = statuses[index]!;
    const landOnly = index % 6 === 0; // about one in six listings is a bare lot
    const zoning: Zoning = random.pick(["residential", "residential", "residential", "residential", "mixed", "commercial"] as const);
    const propertyType = landOnly ? null : pickPropertyType(random, zoning);
    const profile = PROFILES[propertyType ?? "land"];
    const island = AGENCY_ISLAND;
    const { place, streets } = random.pick(island.places);
    const street = random.pick(streets);

    const rental = RENTAL_STATUSES.includes(status);
    const forSale = !rental || status === "rent-and-sale" || status === "rented-and-for-sale";
    const leased = status === "rented" || status === "rented-and-for-sale";

    const lotSqFeet = landOnly ? stepped(random, 6_000, 220_000, 100) : stepped(random, 3_500, 45_000, 50);
    const property = dimensions(random, profile, lotSqFeet, landOnly);
    const row: ListingRow = {
      id: randomUUID(),
      clientId: clientIds[index]!,
      propertySpecialistId: specialistIds[index]!,
      propertyName: uniquePropertyName(random, propertyType, usedNames),
      listingType: landOnly ? "land-only" : "land-and-property",
      propertyType,
      location: landOnly
        ? `Lot ${random.int(1, 120)}, ${street}, ${place}, ${island.name}`
        : `${random.int(1, 240)} ${street}, ${place}, ${island.name}`,
      status,
      zoning,
      salePriceInUS: forSale ? dollars(property.value) : null,
      rentalPriceInUS: rental ? dollars(property.rent) : null,
      negotiable: random.chance(0.4),
      lotSizeSqFeet: dollars(lotSqFeet),
      lotSizeAcres: property.acres.toDecimalPlaces(4).toFixed(4),
      propertySizeSqFeet: landOnly ? null : dollars(property.size),
      bedrooms: landOnly ? null : property.bedrooms,
      bathrooms: landOnly ? null : property.bathrooms,
      otherRooms: landOnly ? [] : pickOtherRooms(random, propertyType),
      amenities: landOnly ? random.sample(LAND_AMENITIES, random.int(0, 2)) : pickAmenities(random, propertyType),
      services: landOnly
        ? random.sample(["Electricity", "Water"], random.int(0, 2))
        : [...random.sample(DEFAULT_SERVICES, random.int(2, 5)), ...(random.chance(0.3) ? [random.pick(EXTRA_SERVICES)] : [])],
      notes: random.chance(0.45) ? (landOnly ? landNote() : buildingNote()) : null,
      ...(leased ? lease(random, calendar, index, tenant() ?? random.pick(TENANT_NAMES), island) : {}),
    };
    listings.push({ row, island });
  }
  return listings;
}

function pickPropertyType(random: Random, zoning: Zoning): PropertyType {
  if (zoning === "commercial") return random.pick(["office-space", "office-space", "apartment"] as const);
  return random.pick([
    "apartment",
    "condo",
    "house",
    "house",
    "villa",
    "villa",
    ...(zoning === "mixed" ? (["office-space"] as const) : []),
  ]);
}

function uniquePropertyName(random: Random, propertyType: PropertyType | null, usedNames: Set<string>): string {
  const suffixes = PROPERTY_NAME_SUFFIXES[propertyType ?? "land"];
  for (let attempt = 0; ; attempt++) {
    const base = `${random.pick(PROPERTY_NAME_PREFIXES)} ${random.pick(suffixes)}`;
    const name = attempt < 20 ? base : `${base} ${attempt}`;
    if (!usedNames.has(name)) {
      usedNames.add(name);
      return name;
    }
  }
}

function pickOtherRooms(random: Random, propertyType: PropertyType | null): string[] {
  if (propertyType === "office-space") return random.sample(["Kitchen", "Storage Room", "Office"], random.int(1, 3));
  const rooms: string[] = random.sample(DEFAULT_OTHER_ROOMS, random.int(2, 5));
  if (random.chance(0.35)) rooms.push(random.pick(EXTRA_OTHER_ROOMS));
  return rooms;
}

function pickAmenities(random: Random, propertyType: PropertyType | null): string[] {
  const amenities = random.sample(EXTRA_AMENITIES, random.int(1, 4));
  // Villas without a pool would look odd in a demo (and their pictures have one).
  if (propertyType === "villa" && !amenities.includes("Pool")) amenities.unshift("Pool");
  return amenities;
}

function lease(random: Random, calendar: LocalCalendar, index: number, tenantName: string, island: Island) {
  // Every fourth lease ends within six weeks, so renewals show up soon.
  const endsSoon = index % 4 === 0;
  const termDays = random.pick([365, 365, 730]);
  // Leases in force: started in the past, ending in the future.
  const endOffset = endsSoon ? random.int(5, 42) : random.int(60, termDays - 30);
  const isCompany = /\b(Ltd|Associates)$/.test(tenantName);
  const plain = tenantName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  const emailLocal = isCompany ? "accounts" : plain.replace(/[^a-z]+/g, ".");
  const emailDomain = isCompany ? `${plain.replace(/[^a-z]+/g, "")}.example` : "example.com";
  return {
    leaseStartDate: calendar.dateOnly(endOffset - termDays),
    leaseEndDate: calendar.dateOnly(endOffset),
    tenantName,
    tenantPhoneNumber: `+1 ${island.areaCode} ${random.int(420, 729)} ${String(random.int(0, 9999)).padStart(4, "0")}`,
    tenantEmail: `${emailLocal}@${emailDomain}`,
  };
}
