/**
 * The demo data set: users, clients, listings, service providers, service
 * orders, reminders and client ledgers. Generated with a fixed-seed PRNG so
 * every run produces the same records; dates are relative to `now`.
 */
import { randomUUID } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import {
  DAYS_OF_WEEK,
  DEFAULT_OTHER_ROOMS,
  DEFAULT_SERVICES,
  LISTING_STATUSES,
  RENTAL_STATUSES,
  type ListingStatus,
  type PropertyType,
  type ReminderFrequency,
  type ServiceOrderStatus,
  type Zoning,
} from "@/lib/domain/enums";
import { MONTH_NAMES } from "@/lib/domain/calendar";
import { Prisma } from "@/lib/generated/prisma/client";
import { hashPassword } from "@/server/auth/password";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import {
  DEMO_CLIENTS,
  DEMO_SERVICE_PROVIDERS,
  DEMO_USERS,
  EXTRA_AMENITIES,
  EXTRA_OTHER_ROOMS,
  EXTRA_SERVICES,
  LAND_AMENITIES,
  LISTING_NOTES,
  LOCATIONS,
  PROPERTY_NAME_PREFIXES,
  PROPERTY_NAME_SUFFIXES,
  REMINDER_TEMPLATES,
  SERVICE_ORDER_NOTES,
  SERVICE_ORDER_TEMPLATES,
  STREETS,
  TENANT_NAMES,
  type DemoUser,
} from "./demo-data";
import { createRandom, type Random } from "./random";

const RANDOM_SEED = 20261121;
const LISTING_COUNT = 80;
const LEDGER_CLIENT_COUNT = 20;
const LEDGER_MONTHS = 18;
const SQ_FEET_PER_ACRE = 43_560;

const Decimal = Prisma.Decimal;
type Decimal = Prisma.Decimal;

export interface DemoSignIn extends DemoUser {
  /** false when the account already existed; its password was left as it was. */
  created: boolean;
}

export type DemoSeedOutcome =
  { status: "skipped"; clientCount: number } | { status: "created"; counts: Record<string, number>; signIns: DemoSignIn[] };

interface SeedUser {
  id: string;
  firstName: string;
  lastName: string;
  role: string;
}

/** Inserts the demo data set unless the database already has clients. */
export async function seedDemoData({ now = new Date() }: { now?: Date } = {}): Promise<DemoSeedOutcome> {
  const clientCount = await prisma.client.count();
  if (clientCount > 0) return { status: "skipped", clientCount };

  const random = createRandom(RANDOM_SEED);
  const calendar = localCalendar(now, env().APP_TIME_ZONE);
  // argon2 is slow on purpose; hash outside the transaction.
  const passwordHashes = await Promise.all(DEMO_USERS.map((user) => hashPassword(user.password)));

  return prisma.$transaction(
    async (tx) => {
      // Re-checked inside the transaction in case two seeds run at once.
      const clientsNow = await tx.client.count();
      if (clientsNow > 0) return { status: "skipped", clientCount: clientsNow } as const;

      const { users, signIns } = await insertDemoUsers(tx, passwordHashes);
      const usersWithRole = (role: DemoUser["role"]) =>
        DEMO_USERS.filter((user) => user.role === role).map((user) => users.get(user.email)!);
      const admins = usersWithRole("admin");
      const specialists = usersWithRole("property-specialist");

      const clients = DEMO_CLIENTS.map((client) => ({ ...client, id: randomUUID() }));
      await tx.client.createMany({ data: clients });

      const providerRows = DEMO_SERVICE_PROVIDERS.map(({ trade, ...contact }) => ({ row: { ...contact, id: randomUUID() }, trade }));
      await tx.serviceProvider.createMany({ data: providerRows.map(({ row }) => row) });
      const providers = providerRows.map(({ row, trade }) => ({ ...row, trade }));

      const listings = buildListings(random, calendar, clients, specialists);
      await tx.listing.createMany({ data: listings });

      const orders = buildServiceOrders(random, calendar, now, listings, providers, [...admins, ...specialists]);
      await tx.serviceOrder.createMany({ data: orders });

      const reminders = buildReminders(random, calendar, listings, specialists);
      await tx.reminder.createMany({ data: reminders });

      const ledgers = buildLedgers(random, calendar, now, clients, listings, admins.at(-1)!);
      await tx.accountTransaction.createMany({ data: ledgers.transactions });
      await tx.account.createMany({ data: ledgers.accounts });

      return {
        status: "created",
        signIns,
        counts: {
          demoUsers: users.size,
          clients: clients.length,
          listings: listings.length,
          serviceProviders: providers.length,
          serviceOrders: orders.length,
          reminders: reminders.length,
          accounts: ledgers.accounts.length,
          accountTransactions: ledgers.transactions.length,
        },
      } as const;
    },
    { maxWait: 10_000, timeout: 120_000 },
  );
}

// ---------------------------------------------------------------- users

async function insertDemoUsers(tx: Prisma.TransactionClient, passwordHashes: string[]) {
  const emails = DEMO_USERS.map((user) => user.email);
  const existing = await tx.user.findMany({ where: { email: { in: emails } }, select: { email: true } });
  const existingEmails = new Set(existing.map((user) => user.email));
  const takenUserNames = new Set((await tx.user.findMany({ select: { userName: true } })).map((user) => user.userName));

  const toCreate: Prisma.UserCreateManyInput[] = [];
  DEMO_USERS.forEach((user, index) => {
    if (existingEmails.has(user.email)) return;
    // The first admin may already hold a demo user name (e.g. "admin").
    let userName = user.userName;
    for (let suffix = 2; takenUserNames.has(userName); suffix++) userName = `${user.userName}${suffix}`;
    takenUserNames.add(userName);
    toCreate.push({
      email: user.email,
      userName,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      isActive: true,
      passwordHash: passwordHashes[index]!,
    });
  });
  await tx.user.createMany({ data: toCreate });

  const rows = await tx.user.findMany({
    where: { email: { in: emails } },
    select: { id: true, email: true, firstName: true, lastName: true, role: true, userName: true },
  });
  const users = new Map<string, SeedUser>(rows.map((row) => [row.email, row]));
  const signIns: DemoSignIn[] = DEMO_USERS.map((user) => {
    const row = rows.find((candidate) => candidate.email === user.email)!;
    const { userName, firstName, lastName, role } = row;
    return { ...user, userName, firstName, lastName, role: role as DemoUser["role"], created: !existingEmails.has(user.email) };
  });
  return { users, signIns };
}

// ---------------------------------------------------------------- dates

interface LocalCalendar {
  /** The instant at local wall-clock time `hour:minute`, `dayOffset` days from today. */
  at(dayOffset: number, hour: number, minute: number): Date;
  /** A calendar date (for @db.Date columns), `dayOffset` days from today. */
  dateOnly(dayOffset: number): Date;
  /** Local day of the week of `at(dayOffset, …)`, 0 = Sunday. */
  weekday(dayOffset: number): number;
  /** Local year and month (0-based) `monthOffset` months from this month. */
  month(monthOffset: number): { year: number; month: number };
  /** The instant at local `year-month-day hour:minute`. */
  atDate(year: number, month: number, day: number, hour: number, minute: number): Date;
}

function localCalendar(now: Date, timeZone: string): LocalCalendar {
  const today = new TZDate(now.getTime(), timeZone);
  const [year, month, day] = [today.getFullYear(), today.getMonth(), today.getDate()];
  const atDate = (y: number, m: number, d: number, hour: number, minute: number) =>
    new Date(new TZDate(y, m, d, hour, minute, 0, 0, timeZone).getTime());
  return {
    at: (dayOffset, hour, minute) => atDate(year, month, day + dayOffset, hour, minute),
    dateOnly: (dayOffset) => new Date(Date.UTC(year, month, day + dayOffset)),
    weekday: (dayOffset) => new TZDate(year, month, day + dayOffset, 12, 0, 0, 0, timeZone).getDay(),
    month: (monthOffset) => {
      const first = new Date(Date.UTC(year, month + monthOffset, 1));
      return { year: first.getUTCFullYear(), month: first.getUTCMonth() };
    },
    atDate,
  };
}

/** Hours that never need the 12 o'clock special cases of the reminder time format. */
const WORKING_HOURS = [7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18] as const;
const QUARTER_HOURS = [0, 15, 30, 45] as const;

// ---------------------------------------------------------------- money and sizes

/** A whole-dollar amount as an exact decimal string, e.g. 425000 -> '425000.00'. */
function dollars(amount: number): string {
  return new Decimal(amount).toFixed(2);
}

/** A random multiple of `step` in [min, max]; integers only, so no rounding drift. */
function stepped(random: Random, min: number, max: number, step: number): number {
  return random.int(Math.ceil(min / step), Math.floor(max / step)) * step;
}

function acres(sqFeet: number): string {
  return new Decimal(sqFeet).div(SQ_FEET_PER_ACRE).toDecimalPlaces(4).toFixed(4);
}

// ---------------------------------------------------------------- listings

type ListingRow = Prisma.ListingCreateManyInput & { id: string; propertySpecialistId: string; status: ListingStatus };

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

function buildListings(random: Random, calendar: LocalCalendar, clients: readonly { id: string }[], specialists: readonly SeedUser[]) {
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

  const usedNames = new Set<string>();
  const listings: ListingRow[] = [];
  for (let index = 0; index < LISTING_COUNT; index++) {
    const status = statuses[index]!;
    const landOnly = index % 6 === 0; // about one in six listings is a bare lot
    const zoning: Zoning = random.pick(["residential", "residential", "residential", "residential", "mixed", "commercial"] as const);
    const propertyType: PropertyType | null = landOnly
      ? null
      : zoning === "commercial"
        ? random.pick(["office-space", "office-space", "apartment"] as const)
        : random.pick([
            "apartment",
            "condo",
            "house",
            "house",
            "villa",
            "villa",
            ...(zoning === "mixed" ? (["office-space"] as const) : []),
          ]);
    const profile = PROFILES[propertyType ?? "land"];
    const location = random.pick(LOCATIONS);
    const street = random.pick(STREETS);

    const rental = RENTAL_STATUSES.includes(status);
    const forSale = !rental || status === "rent-and-sale" || status === "rented-and-for-sale";
    const leased = status === "rented" || status === "rented-and-for-sale";

    const lotSqFeet = landOnly ? stepped(random, 6_000, 220_000, 100) : stepped(random, 3_500, 45_000, 50);
    const listing: ListingRow = {
      id: randomUUID(),
      clientId: clientIds[index]!,
      propertySpecialistId: specialistIds[index]!,
      propertyName: uniquePropertyName(random, propertyType, usedNames),
      listingType: landOnly ? "land-only" : "land-and-property",
      propertyType,
      location: landOnly
        ? `Lot ${random.int(1, 120)}, ${street}, ${location.place}, ${location.island}`
        : `${random.int(1, 240)} ${street}, ${location.place}, ${location.island}`,
      status,
      zoning,
      salePriceInUS: forSale ? dollars(stepped(random, ...profile.salePrice)) : null,
      rentalPriceInUS: rental ? dollars(stepped(random, ...profile.monthlyRent)) : null,
      negotiable: random.chance(0.4),
      lotSizeSqFeet: dollars(lotSqFeet),
      lotSizeAcres: acres(lotSqFeet),
      propertySizeSqFeet: landOnly ? null : dollars(stepped(random, profile.sizeSqFeet[0], profile.sizeSqFeet[1], 10)),
      bedrooms: landOnly ? null : random.int(...profile.bedrooms),
      bathrooms: landOnly ? null : random.int(...profile.bathrooms),
      otherRooms: landOnly ? [] : pickOtherRooms(random, propertyType),
      amenities: landOnly ? random.sample(LAND_AMENITIES, random.int(0, 2)) : pickAmenities(random, propertyType),
      services: landOnly
        ? random.sample(["Electricity", "Water"], random.int(0, 2))
        : [...random.sample(DEFAULT_SERVICES, random.int(2, 5)), ...(random.chance(0.3) ? [random.pick(EXTRA_SERVICES)] : [])],
      notes: random.chance(0.4) ? random.pick(LISTING_NOTES) : null,
      ...(leased ? lease(random, calendar, index) : {}),
    };
    listings.push(listing);
  }
  return listings;
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
  // Villas without a pool would look odd in a demo.
  if (propertyType === "villa" && !amenities.includes("Pool")) amenities.unshift("Pool");
  return amenities;
}

function lease(random: Random, calendar: LocalCalendar, index: number) {
  const tenantName = random.pick(TENANT_NAMES);
  // Every fourth lease ends within six weeks, so renewals show up soon.
  const endsSoon = index % 4 === 0;
  const termDays = random.pick([365, 365, 730]);
  // Leases in force: started in the past, ending in the future.
  const endOffset = endsSoon ? random.int(5, 42) : random.int(60, termDays - 30);
  const isCompany = tenantName.endsWith("Ltd");
  const emailLocal = isCompany ? "accounts" : tenantName.toLowerCase().replace(/[^a-z]+/g, ".");
  const emailDomain = isCompany ? `${tenantName.toLowerCase().replace(/[^a-z]+/g, "")}.example` : "example.com";
  return {
    leaseStartDate: calendar.dateOnly(endOffset - termDays),
    leaseEndDate: calendar.dateOnly(endOffset),
    tenantName,
    tenantPhoneNumber: `+1 ${random.pick(["758", "246", "473", "268", "868"])} ${random.int(420, 729)} ${String(random.int(0, 9999)).padStart(4, "0")}`,
    tenantEmail: `${emailLocal}@${emailDomain}`,
  };
}

// ---------------------------------------------------------------- service orders

interface OrderBatch {
  status: ServiceOrderStatus;
  count: number;
  days: [number, number];
}

/** Past PENDING and APPROVED batches are the past-due orders. */
const ORDER_BATCHES: readonly OrderBatch[] = [
  { status: "COMPLETED", count: 20, days: [-30, -1] },
  { status: "DECLINED", count: 5, days: [-30, -1] },
  { status: "PENDING", count: 4, days: [-30, -1] },
  { status: "APPROVED", count: 4, days: [-21, -1] },
  { status: "PENDING", count: 13, days: [1, 45] },
  { status: "APPROVED", count: 12, days: [1, 45] },
  { status: "DECLINED", count: 2, days: [2, 45] },
];

function buildServiceOrders(
  random: Random,
  calendar: LocalCalendar,
  now: Date,
  listings: readonly ListingRow[],
  providers: readonly { id: string; trade: keyof typeof SERVICE_ORDER_TEMPLATES }[],
  creators: readonly SeedUser[],
): Prisma.ServiceOrderCreateManyInput[] {
  const buildings = listings.filter((listing) => listing.listingType === "land-and-property");
  const orders: (Prisma.ServiceOrderCreateManyInput & { createdAt: Date })[] = [];
  for (const batch of ORDER_BATCHES) {
    for (let n = 0; n < batch.count; n++) {
      const provider = random.pick(providers);
      const template = random.pick(SERVICE_ORDER_TEMPLATES[provider.trade]);
      const listing = random.pick(template.needsBuilding ? buildings : listings);
      const dueOffset = random.int(...batch.days);
      const dueAt = calendar.at(dueOffset, random.int(8, 16), random.pick(QUARTER_HOURS));
      // Mostly raised by the listing's own specialist, sometimes by an admin.
      const creator = random.chance(0.7)
        ? creators.find((user) => user.id === listing.propertySpecialistId)!
        : random.pick(creators.filter((user) => user.role === "admin"));
      const createdAt = new Date(Math.min(now.getTime(), dueAt.getTime()) - random.int(2, 20) * 86_400_000 - random.int(0, 36_000_000));
      orders.push({
        id: randomUUID(),
        name: template.name,
        listingId: listing.id,
        serviceProviderId: provider.id,
        dueAt,
        details: template.details,
        notes: random.chance(0.4) ? random.pick(SERVICE_ORDER_NOTES) : null,
        status: batch.status,
        createdById: creator.id,
        createdByName: `${creator.firstName} ${creator.lastName}`,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  // Order numbers are assigned on insert: insert oldest first so they follow creation.
  return orders.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

// ---------------------------------------------------------------- reminders

function buildReminders(
  random: Random,
  calendar: LocalCalendar,
  listings: readonly ListingRow[],
  specialists: readonly SeedUser[],
): Prisma.ReminderCreateManyInput[] {
  const reminders: Prisma.ReminderCreateManyInput[] = [];
  const add = (specialist: SeedUser, dayOffset: number, hour: number, minute: number, frequency: ReminderFrequency) => {
    const own = listings.filter((listing) => listing.propertySpecialistId === specialist.id);
    const listing = random.pick(own);
    const template = random.pick(REMINDER_TEMPLATES[frequency]);
    reminders.push({
      name: template.name,
      listingId: listing.id,
      specialistId: listing.propertySpecialistId,
      dueAt: calendar.at(dayOffset, hour, minute),
      ...twelveHourTime(hour, minute),
      isRecurring: frequency !== "none",
      frequency,
      dayOfWeek: frequency === "weekly" ? DAYS_OF_WEEK[calendar.weekday(dayOffset)]! : null,
      notes: template.notes,
      status: null,
    });
  };

  // Due today: two per specialist, spread over the working day, one of them recurring daily.
  const todaySlots: [number, number][] = [
    [8, 30],
    [10, 0],
    [11, 45],
    [13, 30],
    [15, 0],
    [16, 15],
    [17, 30],
    [18, 45],
  ];
  specialists.forEach((specialist, index) => {
    const [morningHour, morningMinute] = todaySlots[index]!;
    const [afternoonHour, afternoonMinute] = todaySlots[index + 4]!;
    add(specialist, 0, morningHour, morningMinute, index === 0 ? "daily" : "none");
    add(specialist, 0, afternoonHour, afternoonMinute, "none");
  });

  // Upcoming: some recurring, most one-off, over the next two months.
  const upcomingFrequencies: ReminderFrequency[] = [
    "daily",
    "weekly",
    "weekly",
    "weekly",
    "weekly",
    "monthly",
    "monthly",
    "monthly",
    ...Array<ReminderFrequency>(24).fill("none"),
  ];
  for (const frequency of random.shuffle(upcomingFrequencies)) {
    const specialist = random.pick(specialists);
    const dayOffset = frequency === "none" ? random.int(1, 60) : random.int(1, 14);
    add(specialist, dayOffset, random.pick(WORKING_HOURS), random.pick(QUARTER_HOURS), frequency);
  }
  return reminders;
}

/** 'hh:mm' in 12-hour form as the reminder form enters it (callers avoid the 12 o'clock hours). */
function twelveHourTime(hour: number, minute: number): { time: string; amPM: "AM" | "PM" } {
  const pad = (value: number) => String(value).padStart(2, "0");
  return { time: `${pad(hour % 12)}:${pad(minute)}`, amPM: hour >= 12 ? "PM" : "AM" };
}

// ---------------------------------------------------------------- ledgers

interface LedgerEntry {
  date: Date;
  column: "credit" | "debit";
  type: Prisma.AccountTransactionCreateManyInput["type"];
  description: string;
  value: Decimal;
}

const REPAIRS = [
  "Plumbing repair",
  "Electrical repair",
  "A/C service",
  "Pool maintenance",
  "Garden maintenance",
  "Pest control",
  "Roof repair",
  "Painting",
] as const;

function buildLedgers(
  random: Random,
  calendar: LocalCalendar,
  now: Date,
  clients: readonly { id: string }[],
  listings: readonly ListingRow[],
  poster: SeedUser,
) {
  // Ledgers go to the clients with the most rental income.
  const monthlyRentByClient = new Map<string, Decimal>();
  for (const listing of listings) {
    if (listing.rentalPriceInUS == null) continue;
    const rent = new Decimal(listing.rentalPriceInUS as string);
    monthlyRentByClient.set(listing.clientId, (monthlyRentByClient.get(listing.clientId) ?? new Decimal(0)).plus(rent));
  }
  const ledgerClients = [...clients]
    .sort((a, b) => (monthlyRentByClient.get(b.id) ?? new Decimal(0)).comparedTo(monthlyRentByClient.get(a.id) ?? new Decimal(0)))
    .slice(0, LEDGER_CLIENT_COUNT);

  let invoiceNumber = 1001;
  const transactions: Prisma.AccountTransactionCreateManyInput[] = [];
  const accounts: Prisma.AccountCreateManyInput[] = [];

  ledgerClients.forEach((client, clientIndex) => {
    const monthlyRent = monthlyRentByClient.get(client.id) ?? new Decimal(stepped(random, 1_500, 4_500, 50));
    const managementFee = monthlyRent.times("0.10").toDecimalPlaces(2);
    const months = random.int(10, LEDGER_MONTHS);
    const entries: LedgerEntry[] = [];
    const at = (monthOffset: number, day: number) => {
      const { year, month } = calendar.month(monthOffset);
      return calendar.atDate(year, month, day, random.int(9, 16), random.pick(QUARTER_HOURS));
    };

    entries.push({
      date: at(-months, 1),
      column: "credit",
      type: "check",
      description: "Opening float from owner",
      value: new Decimal(stepped(random, 500, 2_500, 100)),
    });
    for (let monthOffset = -months + 1; monthOffset <= 0; monthOffset++) {
      const { year, month } = calendar.month(monthOffset);
      const monthName = `${MONTH_NAMES[month]} ${year}`;
      entries.push({
        date: at(monthOffset, random.int(1, 5)),
        column: "credit",
        type: random.pick(["payment", "wire", "check", "cash", "card"] as const),
        description: `Rent collected - ${monthName}`,
        value: monthlyRent,
      });
      entries.push({
        date: at(monthOffset, random.int(6, 8)),
        column: "debit",
        type: "other",
        description: `Management fee - ${monthName}`,
        value: managementFee,
      });
      if (random.chance(0.35)) {
        entries.push({
          date: at(monthOffset, random.int(10, 26)),
          column: "debit",
          type: random.pick(["check", "card", "payment"] as const),
          description: `${random.pick(REPAIRS)} - invoice ${invoiceNumber++}`,
          value: new Decimal(random.int(8_500, 180_000)).div(100),
        });
      }
      if (monthOffset % 3 === 0) {
        entries.push({
          date: at(monthOffset, 27),
          column: "debit",
          type: "wire",
          description: `Owner disbursement - ${monthName}`,
          value: new Decimal(0),
        });
      }
    }
    const dated = entries.filter((entry) => entry.date.getTime() < now.getTime()).sort((a, b) => a.date.getTime() - b.date.getTime());
    // A few owners end up owing the agency after a big job, posted after their latest entry.
    if (clientIndex % 7 === 3) {
      const latest = dated.at(-1)?.date.getTime() ?? now.getTime() - 86_400_000;
      dated.push({
        date: new Date(Math.ceil((latest + (now.getTime() - latest) / 2) / 60_000) * 60_000),
        column: "debit",
        type: "check",
        description: `Roof replacement - invoice ${invoiceNumber++}`,
        value: new Decimal(0),
      });
    }

    let balance = new Decimal(0);
    for (const entry of dated) {
      // Disbursements pay out all but a reserve; the roof job costs more than the balance.
      if (entry.description.startsWith("Owner disbursement")) {
        const payout = balance
          .minus(stepped(random, 500, 1_500, 100))
          .div(100)
          .floor()
          .times(100);
        if (payout.lte(0)) continue;
        entry.value = payout;
      } else if (entry.description.startsWith("Roof replacement")) {
        entry.value = Decimal.max(balance, 0).plus(stepped(random, 400, 3_000, 50));
      }
      balance = entry.column === "credit" ? balance.plus(entry.value) : balance.minus(entry.value);
      transactions.push({
        clientId: client.id,
        date: entry.date,
        column: entry.column,
        type: entry.type,
        description: entry.description,
        value: entry.value.toFixed(2),
        closingBalance: balance.toFixed(2),
        postedById: poster.id,
        createdAt: entry.date,
      });
    }
    const entryCount = transactions.filter((transaction) => transaction.clientId === client.id).length;
    accounts.push({ clientId: client.id, balance: balance.toFixed(2), entryCount });
  });
  return { transactions, accounts };
}
