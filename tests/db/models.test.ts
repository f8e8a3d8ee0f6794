import { describe, expect, it } from "vitest";
import {
  DAYS_OF_WEEK,
  LEDGER_COLUMNS,
  LISTING_STATUSES,
  LISTING_TYPES,
  PROPERTY_TYPES,
  REMINDER_FREQUENCIES,
  ROLES,
  SERVICE_ORDER_STATUSES,
  TRANSACTION_TYPES,
  ZONINGS,
} from "@/lib/domain/enums";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { toAppError } from "@/server/errors";
import { httpStatusOf } from "@/server/api/error-response";
import { ARGON2_LOOKALIKE, clientData, listingData, providerData, seedGraph, sha256Hex, unique, userData } from "./factories";
import { BACKENDS, SCHEMA_PATH, migratedDatabase } from "./harness";
import { readPrismaSchema } from "./prisma-schema";

/**
 * Every model through Prisma Client on the migrated schema, against a
 * throwaway PostgreSQL database and an in-memory PGlite: the cheap proof
 * that the hand-written SQL matches schema.prisma as the client sees it.
 */
const schema = readPrismaSchema(SCHEMA_PATH);

/** The scalar fields Prisma Client returns for a model. */
function scalarFieldsOf(modelName: string): string[] {
  const model = schema.models.find((candidate) => candidate.name === modelName);
  if (!model) throw new Error(`no model ${modelName}`);
  return model.fields
    .filter((field) => field.kind !== "relation")
    .map((field) => field.name)
    .sort();
}

/** Compares a row read back with what was written: decimals by value, bytes by content. */
function expectRowToMatch(row: object, written: object) {
  const actual = row as Record<string, unknown>;
  for (const [key, expected] of Object.entries(written)) {
    const value = actual[key];
    if (value instanceof Prisma.Decimal) {
      expect(value.toFixed(), key).toBe(new Prisma.Decimal(expected as string | number | Prisma.Decimal).toFixed());
    } else if (value instanceof Uint8Array) {
      expect(Buffer.from(value).equals(Buffer.from(expected as Uint8Array)), key).toBe(true);
    } else {
      expect(value, key).toEqual(expected);
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function expectFreshTimestamps(row: { createdAt: Date; updatedAt?: Date }) {
  const now = Date.now();
  expect(row.createdAt).toBeInstanceOf(Date);
  expect(Math.abs(row.createdAt.getTime() - now)).toBeLessThan(60_000);
  if (row.updatedAt) expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
}

async function prismaErrorOf(promise: Promise<unknown>): Promise<Prisma.PrismaClientKnownRequestError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, "the database should have refused").toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
  return error as Prisma.PrismaClientKnownRequestError;
}

/** Until the clock has moved past `instant`, so that an update made now stamps a later updatedAt. */
async function clockPast(instant: Date): Promise<void> {
  while (Date.now() <= instant.getTime()) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe.each(BACKENDS)("Prisma Client on $name", (backend) => {
  const db = migratedDatabase(backend);

  const tinyThumbnail = { thumbnailData: Uint8Array.from([1]), thumbnailContentType: "image/webp" };

  describe("every model round-trips every field", () => {
    it("StoredFile: bytes come back byte for byte", async () => {
      const data = new Uint8Array(1024);
      for (let index = 0; index < data.length; index++) data[index] = (index * 7) % 256;
      const written = {
        contentType: "image/webp",
        byteSize: data.length,
        width: 640,
        height: 480,
        sha256: sha256Hex(data),
        data,
        thumbnailData: data.slice(0, 64),
        thumbnailContentType: "image/webp",
      };
      const created = await db.prisma.storedFile.create({ data: written });
      const read = await db.prisma.storedFile.findUniqueOrThrow({ where: { id: created.id } });
      expect(Object.keys(read).sort()).toEqual(scalarFieldsOf("StoredFile"));
      expectRowToMatch(read, written);
      expect(read.data).toHaveLength(1024);
      expect(read.id).toMatch(UUID);
      expectFreshTimestamps(read);

      const replacement = Uint8Array.from([0, 255, 0, 10, 13, 92, 39, 34]);
      await db.prisma.storedFile.update({ where: { id: created.id }, data: { data: replacement, byteSize: 8, width: 1, height: 2 } });
      const updated = await db.prisma.storedFile.findUniqueOrThrow({ where: { id: created.id } });
      expectRowToMatch(updated, { data: replacement, byteSize: 8, width: 1, height: 2 });
    });

    it("User: every field, defaults, lower(first_name) computed by the database, picture set null when its file goes", async () => {
      const picture = await db.prisma.storedFile.create({
        data: {
          contentType: "image/png",
          byteSize: 1,
          width: 1,
          height: 1,
          sha256: sha256Hex("x"),
          data: Uint8Array.from([1]),
          ...tinyThumbnail,
        },
      });
      const written = userData({ firstName: "MariSOL Ann", lastName: "Ortiz-Díaz", role: "admin", isActive: false, pictureId: picture.id });
      const created = await db.prisma.user.create({ data: written });
      const read = await db.prisma.user.findUniqueOrThrow({ where: { id: created.id } });
      expect(Object.keys(read).sort()).toEqual(scalarFieldsOf("User"));
      expectRowToMatch(read, written);
      expect(read.firstNameSort).toBe("marisol ann");
      expectFreshTimestamps(read);

      const minimal = await db.prisma.user.create({ data: userData() });
      expect(minimal.isActive).toBe(true);
      expect(minimal.pictureId).toBeNull();

      await clockPast(read.updatedAt);
      const updated = await db.prisma.user.update({
        where: { id: created.id },
        data: { firstName: "ZOE", isActive: true, passwordHash: `${ARGON2_LOOKALIKE}x` },
      });
      expect(updated.firstNameSort).toBe("zoe");
      expect(updated.updatedAt.getTime()).toBeGreaterThan(read.updatedAt.getTime());
      expectRowToMatch(await db.prisma.user.findUniqueOrThrow({ where: { id: created.id } }), {
        firstName: "ZOE",
        isActive: true,
        passwordHash: `${ARGON2_LOOKALIKE}x`,
      });

      await db.prisma.storedFile.delete({ where: { id: picture.id } });
      expect((await db.prisma.user.findUniqueOrThrow({ where: { id: created.id } })).pictureId).toBeNull();
    });

    it("User: user name and e-mail are unique (P2002 → 409)", async () => {
      const existing = await db.prisma.user.create({ data: userData() });
      for (const clash of [{ userName: existing.userName }, { email: existing.email }]) {
        const error = await prismaErrorOf(db.prisma.user.create({ data: userData(clash) }));
        expect(error.code).toBe("P2002");
        expect(httpStatusOf(toAppError(error))).toBe(409);
      }
    });

    it("Session: every field, defaults, revocation", async () => {
      const user = await db.prisma.user.create({ data: userData() });
      const written = {
        userId: user.id,
        tokenHash: sha256Hex(unique()),
        kind: "api",
        lastActiveAt: new Date("2026-11-21T10:11:12.345Z"),
        ip: "2001:db8::1",
        userAgent: "Mozilla/5.0 (X11; Linux x86_64) agency-tests",
      };
      const created = await db.prisma.session.create({ data: written });
      const read = await db.prisma.session.findUniqueOrThrow({ where: { id: created.id } });
      expect(Object.keys(read).sort()).toEqual(scalarFieldsOf("Session"));
      expectRowToMatch(read, written);
      expect(read.revokedAt).toBeNull();
      expectFreshTimestamps(read);

      const byToken = await db.prisma.session.findUnique({ where: { tokenHash: written.tokenHash } });
      expect(byToken?.id).toBe(created.id);

      const defaults = await db.prisma.session.create({ data: { userId: user.id, tokenHash: sha256Hex(unique()), kind: "browser" } });
      expect(defaults.lastActiveAt).toBeInstanceOf(Date);
      expect(defaults.ip).toBeNull();

      const revokedAt = new Date("2026-11-21T11:00:00.001Z");
      await db.prisma.session.update({ where: { id: created.id }, data: { revokedAt, lastActiveAt: revokedAt } });
      expectRowToMatch(await db.prisma.session.findUniqueOrThrow({ where: { id: created.id } }), { revokedAt, lastActiveAt: revokedAt });
    });

    it("SignInFailure: create, read, update; one row per (scope, account, address), scope checked", async () => {
      const account = `${unique()}@agency.example`;
      const written = {
        scope: "pair",
        account,
        address: "203.0.113.7",
        failures: 3,
        lastFailureAt: new Date("2026-11-21T10:00:00.250Z"),
        expiresAt: new Date("2026-11-21T10:15:00.250Z"),
      };
      const created = await db.prisma.signInFailure.create({ data: written });
      const read = await db.prisma.signInFailure.findUniqueOrThrow({ where: { id: created.id } });
      expect(Object.keys(read).sort()).toEqual(scalarFieldsOf("SignInFailure"));
      expectRowToMatch(read, written);

      await db.prisma.signInFailure.update({ where: { id: created.id }, data: { failures: { increment: 2 } } });
      expect((await db.prisma.signInFailure.findUniqueOrThrow({ where: { id: created.id } })).failures).toBe(5);

      // The per-account row leaves the address empty (its default), and a second row with the same key is refused.
      const perAccount = await db.prisma.signInFailure.create({
        data: { scope: "account", account, failures: 1, lastFailureAt: written.lastFailureAt, expiresAt: written.expiresAt },
      });
      expect(perAccount.address).toBe("");
      await expect(db.prisma.signInFailure.create({ data: { ...written, failures: 1 } })).rejects.toThrow();
      await expect(db.prisma.signInFailure.create({ data: { ...written, scope: "user", address: "x" } })).rejects.toThrow();
    });

    it.each([
      ["Client", "client"],
      ["ServiceProvider", "serviceProvider"],
    ] as const)("%s: every field, optional fields null, lower(name) computed by the database", async (modelName, delegate) => {
      const make = delegate === "client" ? clientData : providerData;
      const written = make({
        name: `ÀCME Caribbean ${unique().toUpperCase()}`,
        contactSecondaryNumber: "+1 787 555 0102",
        contactWebsiteURL: "https://acme.example/contact?x=1&y='2'",
      });
      // A Prisma delegate union is not callable as one type; the two are structurally the same here.
      const model = db.prisma[delegate] as unknown as PrismaClient["client"];
      const created = await model.create({ data: written as Prisma.ClientUncheckedCreateInput });
      const read = await model.findUniqueOrThrow({ where: { id: created.id } });
      expect(Object.keys(read).sort()).toEqual(scalarFieldsOf(modelName));
      expectRowToMatch(read, written);
      // lower() of the ASCII part is the same under every collation; PGlite runs with C.
      expect(read.nameSort).toMatch(new RegExp(`^.cme caribbean ${written.name.split(" ").pop()!.toLowerCase()}$`));
      expectFreshTimestamps(read);

      const bare = await model.create({ data: make() as Prisma.ClientUncheckedCreateInput });
      expect(bare.contactSecondaryNumber).toBeNull();
      expect(bare.contactWebsiteURL).toBeNull();

      await clockPast(read.updatedAt);
      const updated = await model.update({ where: { id: created.id }, data: { name: "Zeta Holdings", contactWebsiteURL: null } });
      expect(updated.nameSort).toBe("zeta holdings");
      expect(updated.contactWebsiteURL).toBeNull();
      expect(updated.updatedAt.getTime()).toBeGreaterThan(read.updatedAt.getTime());
      const byName = await model.findMany({ where: { nameSort: { startsWith: "zeta holdings" } } });
      expect(byName.map((row) => row.id)).toContain(created.id);
    });

    it("Client: the database refuses a value for the generated name_sort", async () => {
      await expect(db.prisma.client.create({ data: clientData({ nameSort: "forged" }) })).rejects.toThrow(/name_sort/);
    });

    it("Listing: arrays, decimals, dates and every other field; defaults; lower(property_name)", async () => {
      const specialist = await db.prisma.user.create({ data: userData() });
      const client = await db.prisma.client.create({ data: clientData() });
      const photo = await db.prisma.storedFile.create({
        data: {
          contentType: "image/jpeg",
          byteSize: 3,
          width: 3,
          height: 1,
          sha256: sha256Hex("abc"),
          data: Uint8Array.from([97, 98, 99]),
          ...tinyThumbnail,
        },
      });
      const written = {
        clientId: client.id,
        propertySpecialistId: specialist.id,
        propertyName: "Casa DEL Mar",
        image: "uploaded-casa.jpg",
        imageId: photo.id,
        listingType: "land-and-property",
        propertyType: "villa",
        location: "Carr. 413 km 4.2, Rincón, PR 00677",
        status: "rented-and-for-sale",
        zoning: "mixed",
        salePriceInUS: "999999999999.99",
        rentalPriceInUS: "4500.10",
        negotiable: true,
        lotSizeSqFeet: "43560.25",
        lotSizeAcres: "1.0001",
        propertySizeSqFeet: "3200.75",
        bedrooms: 4,
        bathrooms: 3,
        otherRooms: ["Dining Room", "Garage"],
        amenities: ["Pool", 'Ocean view, "quoted"', "{braces}", "back\\slash", "Ñandú 🏝", ""],
        services: ["Water", "Internet"],
        leaseStartDate: new Date("2026-01-15T00:00:00.000Z"),
        leaseEndDate: new Date("2026-12-31T00:00:00.000Z"),
        tenantName: "Pedro O'Neill",
        tenantPhoneNumber: "+1 939 555 0123",
        tenantEmail: "pedro@tenant.example",
        notes: "Line one\nLine 'two'\twith a tab",
      };
      const created = await db.prisma.listing.create({ data: written });
      const read = await db.prisma.listing.findUniqueOrThrow({ where: { id: created.id } });
      expect(Object.keys(read).sort()).toEqual(scalarFieldsOf("Listing"));
      expectRowToMatch(read, written);
      for (const key of ["salePriceInUS", "rentalPriceInUS", "lotSizeSqFeet", "lotSizeAcres", "propertySizeSqFeet"] as const) {
        expect(read[key], key).toBeInstanceOf(Prisma.Decimal);
      }
      expect(read.salePriceInUS!.toFixed(2)).toBe("999999999999.99");
      expect(read.lotSizeAcres!.toFixed(4)).toBe("1.0001");
      expect(read.propertyNameSort).toBe("casa del mar");
      expectFreshTimestamps(read);

      const minimal = await db.prisma.listing.create({ data: listingData({ clientId: client.id, propertySpecialistId: specialist.id }) });
      expect(minimal).toMatchObject({
        image: "property1.jpg",
        imageId: null,
        propertyType: null,
        negotiable: false,
        salePriceInUS: null,
        bedrooms: null,
        otherRooms: [],
        amenities: [],
        services: [],
        leaseStartDate: null,
        notes: null,
      });

      await clockPast(read.updatedAt);
      const updated = await db.prisma.listing.update({
        where: { id: created.id },
        data: {
          propertyName: "Villa Sol",
          status: "sold",
          salePriceInUS: "1250000.5",
          lotSizeAcres: "2.12345",
          amenities: { push: "Gym" },
          otherRooms: [],
          leaseStartDate: null,
          leaseEndDate: new Date("2027-06-30T00:00:00.000Z"),
        },
      });
      expect(updated.propertyNameSort).toBe("villa sol");
      expect(updated.salePriceInUS!.toFixed(2)).toBe("1250000.50");
      expect(updated.lotSizeAcres!.toFixed()).toBe("2.1235"); // numeric(14,4) rounds half up
      expect(updated.amenities).toEqual([...written.amenities, "Gym"]);
      expect(updated.otherRooms).toEqual([]);
      expect(updated.leaseStartDate).toBeNull();
      expect(updated.leaseEndDate).toEqual(new Date("2027-06-30T00:00:00.000Z"));
      expect(updated.updatedAt.getTime()).toBeGreaterThan(read.updatedAt.getTime());

      const withTag = await db.prisma.listing.findMany({ where: { amenities: { has: "{braces}" } } });
      expect(withTag.map((row) => row.id)).toEqual([created.id]);

      await db.prisma.storedFile.delete({ where: { id: photo.id } });
      expect((await db.prisma.listing.findUniqueOrThrow({ where: { id: created.id } })).imageId).toBeNull();
    });

    it("ListingPicture: every field; the listing's delete takes its gallery and the files (trigger); a file's delete its row", async () => {
      const { listing } = await seedGraph(db.prisma);
      const file = (seed: string) =>
        db.prisma.storedFile.create({
          data: {
            contentType: "image/jpeg",
            byteSize: 1,
            width: 4,
            height: 3,
            sha256: sha256Hex(seed),
            data: Uint8Array.from([1]),
            ...tinyThumbnail,
            mediumData: Uint8Array.from([2, 2]),
            largeData: Uint8Array.from([3, 3, 3]),
          },
        });
      const [first, second] = [await file("a"), await file("b")];
      const written = { fileId: first.id, listingId: listing.id, position: 0, caption: 'Pool at dusk, "quoted" 🏝' };
      await db.prisma.listingPicture.create({ data: written });
      await db.prisma.listingPicture.create({ data: { fileId: second.id, listingId: listing.id, position: 1 } });
      const read = await db.prisma.listingPicture.findUniqueOrThrow({ where: { fileId: first.id } });
      expect(Object.keys(read).sort()).toEqual(scalarFieldsOf("ListingPicture"));
      expectRowToMatch(read, written);
      expectFreshTimestamps(read);
      const stored = await db.prisma.storedFile.findUniqueOrThrow({ where: { id: first.id } });
      expect([Array.from(stored.mediumData!), Array.from(stored.largeData!)]).toEqual([
        [2, 2],
        [3, 3, 3],
      ]);
      await expect(db.prisma.listingPicture.create({ data: { fileId: first.id, listingId: listing.id, position: 2 } })).rejects.toThrow();

      await db.prisma.storedFile.delete({ where: { id: second.id } });
      expect(await db.prisma.listingPicture.count({ where: { listingId: listing.id } })).toBe(1);
      await db.prisma.listingPicture.delete({ where: { fileId: first.id } });
      expect(await db.prisma.storedFile.count({ where: { id: first.id } })).toBe(0);

      const third = await file("c");
      await db.prisma.listingPicture.create({ data: { fileId: third.id, listingId: listing.id, position: 0 } });
      await db.prisma.listing.delete({ where: { id: listing.id } });
      expect(await db.prisma.listingPicture.count({ where: { listingId: listing.id } })).toBe(0);
      expect(await db.prisma.storedFile.count({ where: { id: third.id } })).toBe(0);
    });

    it("Listing: a DATE keeps the calendar day whatever the time of day sent", async () => {
      const { listing } = await seedGraph(db.prisma);
      const updated = await db.prisma.listing.update({
        where: { id: listing.id },
        data: { leaseStartDate: new Date("2026-03-08T23:30:00.000Z") },
      });
      expect(updated.leaseStartDate).toEqual(new Date("2026-03-08T00:00:00.000Z"));
    });

    it("ServiceOrder: every field, PENDING by default, order numbers assigned in sequence", async () => {
      const { listing, provider, clerk } = await seedGraph(db.prisma);
      const written = {
        name: "Repaint the façade",
        listingId: listing.id,
        serviceProviderId: provider.id,
        dueAt: new Date("2026-12-15T18:45:30.123Z"),
        details: "Two coats, white.",
        notes: "Call before arriving.",
        status: "APPROVED" as const,
        createdById: clerk.id,
        createdByName: "Clerk Admin",
      };
      const created = await db.prisma.serviceOrder.create({ data: written });
      const read = await db.prisma.serviceOrder.findUniqueOrThrow({ where: { id: created.id } });
      expect(Object.keys(read).sort()).toEqual(scalarFieldsOf("ServiceOrder"));
      expectRowToMatch(read, written);
      expect(Number.isInteger(read.orderNumber)).toBe(true);
      expectFreshTimestamps(read);

      const next = await db.prisma.serviceOrder.create({
        data: {
          name: "Second",
          listingId: listing.id,
          serviceProviderId: provider.id,
          dueAt: new Date(),
          details: "d",
          createdByName: "X",
        },
      });
      expect(next.status).toBe("PENDING");
      expect(next.notes).toBeNull();
      expect(next.createdById).toBeNull();
      expect(next.orderNumber).toBeGreaterThan(read.orderNumber);
      expect(await db.prisma.serviceOrder.findUnique({ where: { orderNumber: next.orderNumber } })).toMatchObject({ id: next.id });

      const updated = await db.prisma.serviceOrder.update({ where: { id: created.id }, data: { status: "COMPLETED", notes: null } });
      expect(updated).toMatchObject({ status: "COMPLETED", notes: null, orderNumber: read.orderNumber });
    });

    it("Reminder: every field, defaults", async () => {
      const { listing, specialist } = await seedGraph(db.prisma);
      const written = {
        name: "Inspect the pool",
        listingId: listing.id,
        specialistId: specialist.id,
        dueAt: new Date("2026-12-04T13:30:00.000Z"),
        time: "09:30",
        amPM: "AM",
        isRecurring: true,
        frequency: "weekly" as const,
        dayOfWeek: "friday",
        notes: "Bring the test kit.",
        status: "open",
      };
      const created = await db.prisma.reminder.create({ data: written });
      const read = await db.prisma.reminder.findUniqueOrThrow({ where: { id: created.id } });
      expect(Object.keys(read).sort()).toEqual(scalarFieldsOf("Reminder"));
      expectRowToMatch(read, written);
      expectFreshTimestamps(read);

      const plain = await db.prisma.reminder.create({
        data: { name: "Once", listingId: listing.id, dueAt: new Date(), time: "12:00", amPM: "PM", notes: "" },
      });
      expect(plain).toMatchObject({ isRecurring: false, frequency: "none", dayOfWeek: null, status: null, specialistId: null, notes: "" });

      const updated = await db.prisma.reminder.update({
        where: { id: created.id },
        data: { frequency: "monthly", dayOfWeek: null, amPM: "PM" },
      });
      expect(updated).toMatchObject({ frequency: "monthly", dayOfWeek: null, amPM: "PM" });
    });

    it("Account: every field, a zero balance by default", async () => {
      const client = await db.prisma.client.create({ data: clientData() });
      const bare = await db.prisma.account.create({ data: { clientId: client.id } });
      const read = await db.prisma.account.findUniqueOrThrow({ where: { clientId: client.id } });
      expect(Object.keys(read).sort()).toEqual(scalarFieldsOf("Account"));
      expect(read.balance.toFixed(2)).toBe("0.00");
      expect(read.entryCount).toBe(0);
      expectFreshTimestamps(bare);

      const updated = await db.prisma.account.update({
        where: { clientId: client.id },
        data: { balance: "-1234.56", entryCount: { increment: 3 } },
      });
      expectRowToMatch(updated, { balance: "-1234.56", entryCount: 3 });
      expect((await db.prisma.client.findUniqueOrThrow({ where: { id: client.id }, include: { account: true } })).account?.clientId).toBe(
        client.id,
      );
    });

    it("AccountTransaction: every field, bigint sequence in entry order", async () => {
      const { client, clerk, transactions } = await seedGraph(db.prisma);
      const written = {
        clientId: client.id,
        date: new Date("2026-11-03T15:16:17.189Z"),
        column: "debit" as const,
        type: "card" as const,
        description: "Card payment — pool cleaning",
        value: "0.01",
        closingBalance: "-99999999999.99",
        postedById: clerk.id,
      };
      const created = await db.prisma.accountTransaction.create({ data: written });
      const read = await db.prisma.accountTransaction.findUniqueOrThrow({ where: { id: created.id } });
      expect(Object.keys(read).sort()).toEqual(scalarFieldsOf("AccountTransaction"));
      expectRowToMatch(read, written);
      expect(typeof read.sequence).toBe("bigint");
      expect(transactions[1]!.sequence).toBeGreaterThan(transactions[0]!.sequence);
      expect(read.sequence).toBeGreaterThan(transactions[1]!.sequence);
      expectFreshTimestamps(read);

      const ledger = await db.prisma.accountTransaction.findMany({
        where: { clientId: client.id },
        orderBy: [{ date: "asc" }, { sequence: "asc" }],
      });
      expect(ledger.map((entry) => entry.id)).toEqual([...transactions.map((entry) => entry.id), created.id]);
      expect(await db.prisma.accountTransaction.findUnique({ where: { sequence: read.sequence } })).toMatchObject({ id: created.id });

      const updated = await db.prisma.accountTransaction.update({
        where: { id: created.id },
        data: { description: "Corrected", type: "other", column: "credit" },
      });
      expect(updated).toMatchObject({ description: "Corrected", type: "other", column: "credit", sequence: read.sequence });
    });

    it("AuditLog: JSON changes come back as written", async () => {
      const actor = await db.prisma.user.create({ data: userData() });
      const changes = {
        name: { from: "Old", to: "New" },
        tags: ["a", 1, 2.5, true, null, { nested: { deep: ["x"] } }],
        unicode: 'Ñandú 🏝 "quoted" \\ backslash',
        empty: {},
      };
      const written = {
        actorId: actor.id,
        actorName: "Marisol Ortiz",
        action: "update",
        entityType: "client",
        entityId: crypto.randomUUID(),
        changes,
      };
      const created = await db.prisma.auditLog.create({ data: written });
      const read = await db.prisma.auditLog.findUniqueOrThrow({ where: { id: created.id } });
      expect(Object.keys(read).sort()).toEqual(scalarFieldsOf("AuditLog"));
      expectRowToMatch(read, written);
      expect(Math.abs(read.at.getTime() - Date.now())).toBeLessThan(60_000);

      const withoutChanges = await db.prisma.auditLog.create({
        data: { actorName: "system", action: "delete", entityType: "listing", entityId: crypto.randomUUID() },
      });
      expect(withoutChanges.changes).toBeNull();
      expect(withoutChanges.actorId).toBeNull();

      const updated = await db.prisma.auditLog.update({ where: { id: created.id }, data: { changes: Prisma.DbNull, action: "status" } });
      expect(updated).toMatchObject({ changes: null, action: "status" });
      const found = await db.prisma.auditLog.findMany({
        where: { entityType: "client", entityId: written.entityId },
        orderBy: { at: "desc" },
      });
      expect(found.map((row) => row.id)).toEqual([created.id]);
    });
  });

  describe("relations and deletes", () => {
    async function survivors(graph: Awaited<ReturnType<typeof seedGraph>>) {
      const [client, provider, listing, order, reminder, account, transactions, specialist, clerk] = await Promise.all([
        db.prisma.client.count({ where: { id: graph.client.id } }),
        db.prisma.serviceProvider.count({ where: { id: graph.provider.id } }),
        db.prisma.listing.count({ where: { id: graph.listing.id } }),
        db.prisma.serviceOrder.count({ where: { id: graph.order.id } }),
        db.prisma.reminder.count({ where: { id: graph.reminder.id } }),
        db.prisma.account.count({ where: { clientId: graph.client.id } }),
        db.prisma.accountTransaction.count({ where: { id: { in: graph.transactions.map((entry) => entry.id) } } }),
        db.prisma.user.count({ where: { id: graph.specialist.id } }),
        db.prisma.user.count({ where: { id: graph.clerk.id } }),
      ]);
      return { client, provider, listing, order, reminder, account, transactions, specialist, clerk };
    }

    it("deleting a client removes its listings, their orders and reminders, its account and its transactions", async () => {
      const graph = await seedGraph(db.prisma);
      const bystander = await seedGraph(db.prisma);
      await db.prisma.client.delete({ where: { id: graph.client.id } });
      expect(await survivors(graph)).toEqual({
        client: 0,
        provider: 1,
        listing: 0,
        order: 0,
        reminder: 0,
        account: 0,
        transactions: 0,
        specialist: 1,
        clerk: 1,
      });
      expect(await survivors(bystander)).toEqual({
        client: 1,
        provider: 1,
        listing: 1,
        order: 1,
        reminder: 1,
        account: 1,
        transactions: 2,
        specialist: 1,
        clerk: 1,
      });
    });

    it("deleting a service provider removes its orders and nothing else", async () => {
      const graph = await seedGraph(db.prisma);
      await db.prisma.serviceProvider.delete({ where: { id: graph.provider.id } });
      expect(await survivors(graph)).toEqual({
        client: 1,
        provider: 0,
        listing: 1,
        order: 0,
        reminder: 1,
        account: 1,
        transactions: 2,
        specialist: 1,
        clerk: 1,
      });
    });

    it("deleting a listing removes its orders and reminders, and keeps the client and provider", async () => {
      const graph = await seedGraph(db.prisma);
      await db.prisma.listing.delete({ where: { id: graph.listing.id } });
      expect(await survivors(graph)).toEqual({
        client: 1,
        provider: 1,
        listing: 0,
        order: 0,
        reminder: 0,
        account: 1,
        transactions: 2,
        specialist: 1,
        clerk: 1,
      });
    });

    it("refuses to delete a user who still manages a listing (Restrict)", async () => {
      const graph = await seedGraph(db.prisma);
      const error = await prismaErrorOf(db.prisma.user.delete({ where: { id: graph.specialist.id } }));
      expect(error.message).toMatch(/listings_property_specialist_id_fkey/);
      if (backend.name === "postgres") {
        expect(error.code).toBe("P2003");
        expect(httpStatusOf(toAppError(error))).toBe(422);
      }
      // PGlite 0.5 runs PostgreSQL 18, which reports a RESTRICT violation as SQLSTATE 23001 (15 says 23503);
      // pglite-prisma-adapter 0.7 does not map 23001 (adapter-pg does, to P2003), so Prisma
      // says P2039 there and toAppError answers 500. The refusal itself holds on both.
      expect(await survivors(graph)).toMatchObject({ specialist: 1, listing: 1, reminder: 1 });

      // Once the listing moves to someone else, the user can go.
      const other = await db.prisma.user.create({ data: userData() });
      await db.prisma.listing.update({ where: { id: graph.listing.id }, data: { propertySpecialistId: other.id } });
      await db.prisma.user.delete({ where: { id: graph.specialist.id } });
      expect((await db.prisma.reminder.findUniqueOrThrow({ where: { id: graph.reminder.id } })).specialistId).toBeNull();
    });

    it("deleting a user without listings removes their sessions and keeps their records, unlinked", async () => {
      const graph = await seedGraph(db.prisma);
      const session = await db.prisma.session.create({ data: { userId: graph.clerk.id, tokenHash: sha256Hex(unique()), kind: "browser" } });
      const audit = await db.prisma.auditLog.create({
        data: { actorId: graph.clerk.id, actorName: "Clerk Admin", action: "create", entityType: "client", entityId: graph.client.id },
      });
      await db.prisma.user.delete({ where: { id: graph.clerk.id } });
      expect(await db.prisma.session.count({ where: { id: session.id } })).toBe(0);
      expect(await db.prisma.serviceOrder.findUniqueOrThrow({ where: { id: graph.order.id } })).toMatchObject({
        createdById: null,
        createdByName: "Clerk Admin",
      });
      expect(await db.prisma.auditLog.findUniqueOrThrow({ where: { id: audit.id } })).toMatchObject({
        actorId: null,
        actorName: "Clerk Admin",
      });
      const entries = await db.prisma.accountTransaction.findMany({ where: { clientId: graph.client.id } });
      expect(entries.map((entry) => entry.postedById)).toEqual([null, null]);
    });

    it("refuses rows that point at nothing (P2003)", async () => {
      const client = await db.prisma.client.create({ data: clientData() });
      const error = await prismaErrorOf(
        db.prisma.listing.create({ data: listingData({ clientId: client.id, propertySpecialistId: crypto.randomUUID() }) }),
      );
      expect(error.code).toBe("P2003");
    });

    it("reports a missing record as P2025 (→ 404)", async () => {
      const error = await prismaErrorOf(db.prisma.client.update({ where: { id: crypto.randomUUID() }, data: { name: "Nobody" } }));
      expect(error.code).toBe("P2025");
      expect(httpStatusOf(toAppError(error))).toBe(404);
    });
  });

  describe("CHECK constraints", () => {
    it.each<[label: string, attempt: (prisma: PrismaClient) => Promise<unknown>, constraint: string]>([
      ["an unknown role", (p) => p.user.create({ data: userData({ role: "superuser" }) }), "users_role_check"],
      [
        "an upper-case e-mail",
        (p) => p.user.create({ data: userData({ email: `Upper_${unique()}@Agency.example` }) }),
        "users_email_lower_check",
      ],
      [
        "an unknown session kind",
        async (p) => {
          const user = await p.user.create({ data: userData() });
          return p.session.create({ data: { userId: user.id, tokenHash: sha256Hex(unique()), kind: "cookie" } });
        },
        "sessions_kind_check",
      ],
      [
        "an unknown listing status",
        async (p) => p.listing.update({ where: { id: (await seedGraph(p)).listing.id }, data: { status: "available" } }),
        "listings_status_check",
      ],
      [
        "an unknown listing type",
        async (p) => p.listing.update({ where: { id: (await seedGraph(p)).listing.id }, data: { listingType: "house" } }),
        "listings_listing_type_check",
      ],
      [
        "an unknown property type",
        async (p) => p.listing.update({ where: { id: (await seedGraph(p)).listing.id }, data: { propertyType: "castle" } }),
        "listings_property_type_check",
      ],
      [
        "an unknown zoning",
        async (p) => p.listing.update({ where: { id: (await seedGraph(p)).listing.id }, data: { zoning: "industrial" } }),
        "listings_zoning_check",
      ],
      [
        "a bad AM/PM",
        async (p) => p.reminder.update({ where: { id: (await seedGraph(p)).reminder.id }, data: { amPM: "am" } }),
        "reminders_am_pm_check",
      ],
      [
        "a bad day of week",
        async (p) => p.reminder.update({ where: { id: (await seedGraph(p)).reminder.id }, data: { dayOfWeek: "Friday" } }),
        "reminders_day_of_week_check",
      ],
      [
        "a zero ledger value",
        async (p) => p.accountTransaction.update({ where: { id: (await seedGraph(p)).transactions[0]!.id }, data: { value: "0.00" } }),
        "account_transactions_value_check",
      ],
      [
        "a negative ledger value",
        async (p) => p.accountTransaction.update({ where: { id: (await seedGraph(p)).transactions[0]!.id }, data: { value: "-5.00" } }),
        "account_transactions_value_check",
      ],
    ])("refuse %s", async (_label, attempt, constraint) => {
      await expect(attempt(db.prisma)).rejects.toThrow(new RegExp(`${constraint}|check constraint`, "i"));
    });

    it("refuse a bad value without changing the row", async () => {
      const { listing } = await seedGraph(db.prisma);
      await expect(
        db.prisma.listing.update({ where: { id: listing.id }, data: { status: "bogus", propertyName: "Changed" } }),
      ).rejects.toThrow();
      expect(await db.prisma.listing.findUniqueOrThrow({ where: { id: listing.id } })).toMatchObject({
        status: listing.status,
        propertyName: listing.propertyName,
      });
    });

    it("accept every value lib/domain/enums.ts offers", async () => {
      const { listing, reminder } = await seedGraph(db.prisma);
      for (const role of ROLES) await db.prisma.user.create({ data: userData({ role }) });
      for (const status of LISTING_STATUSES) await db.prisma.listing.update({ where: { id: listing.id }, data: { status } });
      for (const listingType of LISTING_TYPES) await db.prisma.listing.update({ where: { id: listing.id }, data: { listingType } });
      for (const propertyType of [...PROPERTY_TYPES, null])
        await db.prisma.listing.update({ where: { id: listing.id }, data: { propertyType } });
      for (const zoning of ZONINGS) await db.prisma.listing.update({ where: { id: listing.id }, data: { zoning } });
      for (const dayOfWeek of [...DAYS_OF_WEEK, null]) await db.prisma.reminder.update({ where: { id: reminder.id }, data: { dayOfWeek } });
      for (const amPM of ["AM", "PM"]) await db.prisma.reminder.update({ where: { id: reminder.id }, data: { amPM } });
      expect(await db.prisma.listing.findUniqueOrThrow({ where: { id: listing.id } })).toMatchObject({
        status: LISTING_STATUSES.at(-1),
        listingType: LISTING_TYPES.at(-1),
        propertyType: null,
        zoning: ZONINGS.at(-1),
      });
    });

    it("the database enums are the ones lib/domain/enums.ts lists", async () => {
      const rows = await db.runner.query<{ name: string; labels: string[] }>(
        `SELECT t.typname AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels
           FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`,
      );
      const labels = Object.fromEntries(rows.map((row) => [row.name, row.labels]));
      expect(labels).toMatchObject({
        ServiceOrderStatus: [...SERVICE_ORDER_STATUSES],
        ReminderFrequency: [...REMINDER_FREQUENCIES],
        LedgerColumn: [...LEDGER_COLUMNS],
        TransactionType: [...TRANSACTION_TYPES],
      });
    });
  });

  describe("money is exact", () => {
    it("0.10 + 0.20 is 0.30 in the database and through Prisma", async () => {
      expect(0.1 + 0.2).not.toBe(0.3); // what floats would have done
      const client = await db.prisma.client.create({ data: clientData() });
      for (const value of ["0.10", "0.20"]) {
        await db.prisma.accountTransaction.create({
          data: {
            clientId: client.id,
            date: new Date(),
            column: "credit",
            type: "cash",
            description: `Deposit ${value}`,
            value,
            closingBalance: value,
          },
        });
      }
      const [row] = await db.runner.query<{ total: string; exact: boolean }>(
        `SELECT sum(value)::text AS total, sum(value) = 0.30 AS exact FROM account_transactions WHERE client_id = $1`,
        [client.id],
      );
      expect(row).toEqual({ total: "0.30", exact: true });

      const aggregate = await db.prisma.accountTransaction.aggregate({ where: { clientId: client.id }, _sum: { value: true } });
      expect(aggregate._sum.value).toBeInstanceOf(Prisma.Decimal);
      expect(aggregate._sum.value!.equals("0.3")).toBe(true);
      expect(aggregate._sum.value!.toFixed(2)).toBe("0.30");
    });

    it("adds a thousand cents to exactly 10.00", async () => {
      const client = await db.prisma.client.create({ data: clientData() });
      await db.prisma.accountTransaction.createMany({
        data: Array.from({ length: 1000 }, (_, index) => ({
          clientId: client.id,
          date: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
          column: "credit" as const,
          type: "cash" as const,
          description: `Cent ${index}`,
          value: "0.01",
          closingBalance: new Prisma.Decimal(index + 1).div(100),
        })),
      });
      const aggregate = await db.prisma.accountTransaction.aggregate({
        where: { clientId: client.id },
        _sum: { value: true },
        _max: { closingBalance: true },
      });
      expect(aggregate._sum.value!.toFixed(2)).toBe("10.00");
      expect(aggregate._max.closingBalance!.toFixed(2)).toBe("10.00");
    });

    it("rounds to the column's scale instead of storing binary fractions", async () => {
      const client = await db.prisma.client.create({ data: clientData() });
      const account = await db.prisma.account.create({ data: { clientId: client.id, balance: "0.005" } });
      expect(account.balance.toFixed(2)).toBe("0.01");
      const updated = await db.prisma.account.update({ where: { clientId: client.id }, data: { balance: { increment: "0.1" } } });
      expect(updated.balance.toFixed()).toBe("0.11");
    });
  });
});
