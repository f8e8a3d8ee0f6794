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
  ISLANDS,
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

interface PropertyProfile {
  sizeSqFeet: [number, number];
  bedrooms: [number, number];
  bathrooms: [number, number];
  salePrice: [number, number, number];
  monthlyRent: [number, number, number];
}

const PROFILES: Record<PropertyType | "land", PropertyProfile> = {
  apartment: {
    sizeSqFeet: [650, 1400],
    bedrooms: [1, 3],
    bathrooms: [1, 2],
    salePrice: [165_000, 450_000, 5_000],
    monthlyRent: [1_100, 2_800, 50],
  },
  condo: {
    sizeSqFeet: [900, 1_900],
    bedrooms: [1, 3],
    bathrooms: [1, 3],
    salePrice: [275_000, 780_000, 5_000],
    monthlyRent: [1_800, 4_200, 50],
  },
  house: {
    sizeSqFeet: [1_200, 3_400],
    bedrooms: [2, 5],
    bathrooms: [1, 4],
    salePrice: [240_000, 950_000, 5_000],
    monthlyRent: [1_900, 5_500, 50],
  },
  villa: {
    sizeSqFeet: [2_500, 7_500],
    bedrooms: [3, 7],
    bathrooms: [3, 7],
    salePrice: [650_000, 3_600_000, 25_000],
    monthlyRent: [4_500, 16_000, 250],
  },
  "office-space": {
    sizeSqFeet: [1_200, 12_000],
    bedrooms: [0, 0],
    bathrooms: [1, 4],
    salePrice: [380_000, 2_400_000, 10_000],
    monthlyRent: [2_500, 12_000, 100],
  },
  land: { sizeSqFeet: [0, 0], bedrooms: [0, 0], bathrooms: [0, 0], salePrice: [85_000, 1_250_000, 5_000], monthlyRent: [600, 3_500, 50] },
};

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
    const island = random.pick(ISLANDS);
    const place = random.pick(island.places);
    const street = random.pick(island.streets);

    const rental = RENTAL_STATUSES.includes(status);
    const forSale = !rental || status === "rent-and-sale" || status === "rented-and-for-sale";
    const leased = status === "rented" || status === "rented-and-for-sale";

    const lotSqFeet = landOnly ? stepped(random, 6_000, 220_000, 100) : stepped(random, 3_500, 45_000, 50);
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
      salePriceInUS: forSale ? dollars(stepped(random, ...profile.salePrice)) : null,
      rentalPriceInUS: rental ? dollars(stepped(random, ...profile.monthlyRent)) : null,
      negotiable: random.chance(0.4),
      lotSizeSqFeet: dollars(lotSqFeet),
      lotSizeAcres: new Decimal(lotSqFeet).div(SQ_FEET_PER_ACRE).toDecimalPlaces(4).toFixed(4),
      propertySizeSqFeet: landOnly ? null : dollars(stepped(random, profile.sizeSqFeet[0], profile.sizeSqFeet[1], 10)),
      bedrooms: landOnly ? null : random.int(...profile.bedrooms),
      bathrooms: landOnly ? null : random.int(...profile.bathrooms),
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
