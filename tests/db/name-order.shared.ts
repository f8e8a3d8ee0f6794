import { describe, expect, it } from "vitest";
import { appForSuite, type OpenDatabase } from "./app-database";
import { nameOrderKey } from "../support/name-order";
import { clientData, listingData, unique, userData } from "./factories";

/**
 * Lists come in alphabetical order across their pages, accents and all: É sorts with E, Ñ after every N (as Spanish
 * alphabetises it), capitals with their lower case — on PostgreSQL and on the embedded database alike (which has no
 * ICU collation to ask). The key is the database's (`name_order_key`, migration 20261214090000_order_keys). Shared by
 * the PostgreSQL and PGlite files (each process opens one database).
 */
const NAMES = ["Zafiro", "oro", "Ñandú", "Nube", "Núñez", "Faro", "Élan", "Eco", "ÁGUILA", "abeto", "Nunez"];
const IN_ORDER = ["abeto", "ÁGUILA", "Eco", "Élan", "Faro", "Nube", "Nunez", "Núñez", "Ñandú", "oro", "Zafiro"];
const PAGE = 4;

export function nameOrderSuite(name: string, open: OpenDatabase) {
  describe(`names in order (${name})`, () => {
    const app = appForSuite(open, async () => ({
      ...(await import("@/server/clients/find-clients")),
      ...(await import("@/server/tenants/find-tenants")),
      ...(await import("@/server/listings/find-listings")),
    }));

    /** Every page of a list, `PAGE` at a time, each row's name with the token taken off. */
    async function allPages<Row>(token: string, page: (skip: number) => Promise<{ items: Row[] }>, name: (row: Row) => string) {
      const names: string[] = [];
      for (let skip = 0; skip < NAMES.length; skip += PAGE) names.push(...(await page(skip)).items.map(name));
      return names.map((shown) => shown.replace(` ${token}`, ""));
    }

    it("orders clients by name, searched by name or not, and the other way round on request", async () => {
      const token = unique();
      for (const name of NAMES) await app.prisma.client.create({ data: clientData({ name: `${name} ${token}` }) });
      const byName = (skip: number) => app.findClients({ name: token, skip, limit: PAGE });
      expect(await allPages(token, byName, (client) => client.name)).toEqual(IN_ORDER);
      const criteria = [{ fieldName: "name", operator: "contains" as const, value: token }];
      const descending = (skip: number) => app.findClients({ criteria, sort: "name", order: "desc", skip, limit: PAGE });
      expect(await allPages(token, descending, (client) => client.name)).toEqual([...IN_ORDER].reverse());
    });

    it("computes the key the API tests compare lists with (tests/support/name-order.ts)", async () => {
      for (const name of [...NAMES, "Çà et là", "Mañana Ñu", "ÖYSTER Bay 10"]) {
        const [row] = await app.prisma.$queryRaw<{ key: string }[]>`SELECT name_order_key(${name}) AS key`;
        expect(row!.key, name).toBe(nameOrderKey(name));
      }
    });

    it("orders tenants by the name lists show", async () => {
      const token = unique();
      for (const name of NAMES) await app.prisma.tenant.create({ data: { companyName: `${name} ${token}` } });
      const page = (skip: number) => app.findTenants({ name: token, skip, limit: PAGE });
      expect(await allPages(token, page, (tenant) => tenant.name)).toEqual(IN_ORDER);
    });

    it("orders listings by property name", async () => {
      const token = unique();
      const [client, specialist] = await Promise.all([
        app.prisma.client.create({ data: clientData() }),
        app.prisma.user.create({ data: userData() }),
      ]);
      const refs = { clientId: client.id, propertySpecialistId: specialist.id };
      for (const name of NAMES) await app.prisma.listing.create({ data: listingData(refs, { propertyName: `${name} ${token}` }) });
      const page = (skip: number) => app.findListings({ propertyName: token, skip, limit: PAGE });
      expect(await allPages(token, page, (listing) => listing.propertyName)).toEqual(IN_ORDER);
    });
  });
}
