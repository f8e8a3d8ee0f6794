import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { CLIENT_COLUMNS, CLIENT_MAPPING, clientImportRows } from "../support/import-rows";
import { appForSuite, type OpenDatabase } from "./app-database";
import { importData, unique, userData } from "./factories";

/**
 * Imports, round two (issue 44, PRODUCT.md#imports) on the app's own modules: the required fields no column fills
 * (`missingRequired`) and the value every row gets for them (`defaults`, checked like a cell, kept for the commit);
 * each error row's name; rows an update finds unchanged counted as such and never written; and an undo that later
 * imports built on naming those imports to undo first.
 */
export function importRoundTwoSuite(name: string, open: OpenDatabase) {
  describe(`imports, round two (${name})`, () => {
    const app = appForSuite(
      open,
      async () => ({
        ...(await import("@/server/imports/check-import")),
        ...(await import("@/server/imports/commit-import")),
        ...(await import("@/server/imports/get-import")),
        ...(await import("@/server/imports/undo-import")),
        ...(await import("@/server/jobs/runner")),
      }),
      { jobs: true },
    );
    let admin: Actor;
    let specialist: { id: string; email: string };

    beforeAll(async () => {
      const user = await app.prisma.user.create({ data: userData({ role: "admin" }) });
      admin = { id: user.id, name: "Ada Admin", role: "admin" };
      specialist = await app.prisma.user.create({ data: userData({ firstName: "Rita", lastName: `Moreau${unique()}` }) });
    });

    /** An uploaded import as POST /imports leaves it, by `actor`. */
    const uploaded = (kind: string, columns: string[], rows: string[][], mapping: Record<string, string | null>, actor = admin) =>
      app.prisma.dataImport.create({ data: importData({ kind, columns, rows, mapping }, actor) });
    /** Commit through the request and its job, as the page does; answers the import as stored after. */
    const commit = async (id: string, actor = admin) => {
      await app.requestCommit({ id, actor });
      await app.runDueJobs({ budgetMs: 20_000 });
      return app.prisma.dataImport.findUniqueOrThrow({ where: { id } });
    };

    // Listings without a specialist or listing type column, as the 60-row file.
    const LISTING_COLUMNS = ["Property", "Owner", "Status", "Location", "Zoning", "Lot size", "Acres", "Price", "Specialist e-mail?"];
    const LISTING_MAPPING = {
      Property: "propertyName",
      Owner: "client",
      Status: "status",
      Location: "location",
      Zoning: "zoning",
      "Lot size": "lotSizeSqFeet",
      Acres: "lotSizeAcres",
      Price: "salePriceInUS",
      "Specialist e-mail?": null,
    };

    it("missingRequired names the required fields no column fills; defaults fill them for every row and go with the commit", async () => {
      const tag = `Def${unique()}`;
      const owners = await uploaded("clients", CLIENT_COLUMNS, clientImportRows(tag, 1), CLIENT_MAPPING);
      await commit(owners.id);
      const rows = [
        [`${tag} Sea Lot`, `${tag} 0`, "For Sale", "Soufrière", "Residential", "8,000", "0.18", "90000", ""],
        [`${tag} Hill Lot`, `${tag} 0`, "For Sale", "Castries", "Residential", "9,000", "0.2", "95000", ""],
      ];
      const stored = await uploaded("listings", LISTING_COLUMNS, rows, LISTING_MAPPING);

      // An admin: the specialist is required (a specialist's own blank one is themselves), and so is the listing type.
      expect((await app.getImport({ id: stored.id, actor: admin })).missingRequired).toEqual(["propertySpecialist", "listingType"]);
      const before = await app.checkImport({ id: stored.id, choices: {}, actor: admin });
      expect(before).toMatchObject({ missingRequired: ["propertySpecialist", "listingType"], invalid: 2, new: 0 });
      expect(before.errors.filter((error) => error.field === "propertySpecialist")).toEqual([
        { row: 2, column: null, field: "propertySpecialist", message: "Property specialist is required.", name: `${tag} Sea Lot` },
        { row: 3, column: null, field: "propertySpecialist", message: "Property specialist is required.", name: `${tag} Hill Lot` },
      ]);
      const asSpecialist = { id: specialist.id, name: "Rita", role: "property-specialist" as const };
      expect((await app.getImport({ id: stored.id, actor: admin })).missingRequired).toContain("propertySpecialist");
      expect((await app.getImport({ id: stored.id, actor: asSpecialist }).catch(() => null))?.missingRequired ?? []).not.toContain(
        "propertySpecialist",
      );

      // A default is checked like a cell: a name nobody has, a field the kind lacks, a listing type that is none — each a 400 naming it.
      await expect(
        app.checkImport({ id: stored.id, choices: { defaults: { propertySpecialist: "nobody at all" } }, actor: admin }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: "Every row's Property specialist: No property specialist is named “nobody at all” or has that e-mail address.",
        fieldErrors: { "defaults.propertySpecialist": ["No property specialist is named “nobody at all” or has that e-mail address."] },
      });
      await expect(app.checkImport({ id: stored.id, choices: { defaults: { rent: "5" } }, actor: admin })).rejects.toMatchObject({
        code: "BAD_REQUEST",
        fieldErrors: { "defaults.rent": ["“rent” is not a field of this import."] },
      });
      await expect(
        app.checkImport({ id: stored.id, choices: { defaults: { listingType: "Castle" } }, actor: admin }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
        fieldErrors: { "defaults.listingType": [expect.any(String)] },
      });
      expect((await app.prisma.dataImport.findUniqueOrThrow({ where: { id: stored.id } })).defaults).toEqual({});

      const checked = await app.checkImport({
        id: stored.id,
        choices: { defaults: { propertySpecialist: specialist.email.toUpperCase(), listingType: "Land Only", notes: " " } },
        actor: admin,
      });
      expect(checked).toMatchObject({ missingRequired: [], invalid: 0, new: 2, errors: [] });
      expect(checked.defaults).toEqual({ propertySpecialist: specialist.email.toUpperCase(), listingType: "Land Only" });
      // Kept with the import: the next check and the commit use them.
      expect((await app.checkImport({ id: stored.id, choices: {}, actor: admin })).new).toBe(2);
      const done = await commit(stored.id);
      expect(done).toMatchObject({ status: "committed", createdCount: 2 });
      const listings = await app.prisma.listing.findMany({ where: { propertyName: { startsWith: tag } } });
      expect(listings.map((listing) => [listing.propertySpecialistId, listing.listingType])).toEqual([
        [specialist.id, "land-only"],
        [specialist.id, "land-only"],
      ]);
    });

    it("a cell the file fills wins over the default; only blank cells take it", async () => {
      const tag = `Cell${unique()}`;
      const other = await app.prisma.user.create({ data: userData({ firstName: "Omar", lastName: `Other${unique()}` }) });
      const owners = await uploaded("clients", CLIENT_COLUMNS, clientImportRows(tag, 1), CLIENT_MAPPING);
      await commit(owners.id);
      const rows = [
        [`${tag} A`, `${tag} 0`, "For Sale", "Soufrière", "Residential", "8,000", "0.18", "90000", other.email],
        [`${tag} B`, `${tag} 0`, "For Sale", "Castries", "Residential", "9,000", "0.2", "95000", ""],
      ];
      const stored = await uploaded("listings", LISTING_COLUMNS, rows, { ...LISTING_MAPPING, "Specialist e-mail?": "propertySpecialist" });
      const checked = await app.checkImport({
        id: stored.id,
        choices: { defaults: { propertySpecialist: specialist.email, listingType: "land-only" } },
        actor: admin,
      });
      expect(checked.errors).toEqual([]);
      expect(checked).toMatchObject({ missingRequired: [], new: 2, invalid: 0 });
      await commit(stored.id);
      const listings = await app.prisma.listing.findMany({
        where: { propertyName: { startsWith: tag } },
        orderBy: { propertyName: "asc" },
      });
      expect(listings.map((listing) => listing.propertySpecialistId)).toEqual([other.id, specialist.id]);
    });

    it("updating from the file: rows that already hold its values are unchanged — counted, not written, no History line", async () => {
      const tag = `Same${unique()}`;
      const rows = clientImportRows(tag, 3);
      const first = await uploaded("clients", CLIENT_COLUMNS, rows, CLIENT_MAPPING);
      await commit(first.id);
      const clients = await app.prisma.client.findMany({ where: { name: { startsWith: tag } }, orderBy: { name: "asc" } });
      expect(clients).toHaveLength(3);

      // The same file again, one row edited: only it is an update.
      const again = rows.map((row, index) => (index === 1 ? [row[0]!, row[1]!, row[2]!, row[3]!, row[4]!, "2 Harbour Rd"] : row));
      const second = await uploaded("clients", CLIENT_COLUMNS, again, CLIENT_MAPPING);
      const checked = await app.checkImport({ id: second.id, choices: { duplicates: "update" }, actor: admin });
      expect(checked).toMatchObject({ new: 0, updated: 1, unchanged: 2, skipped: 0, duplicates: 3, invalid: 0 });
      const done = await commit(second.id);
      expect(done).toMatchObject({ status: "committed", createdCount: 0, updatedCount: 1, unchangedCount: 2, skippedCount: 0 });
      const dto = await app.getImport({ id: second.id, actor: admin });
      expect(dto).toMatchObject({ created: 0, updated: 1, unchanged: 2, skipped: 0, invalid: 0 });

      const after = await app.prisma.client.findMany({ where: { name: { startsWith: tag } }, orderBy: { name: "asc" } });
      expect(after[0]!.updatedAt.toISOString()).toBe(clients[0]!.updatedAt.toISOString());
      expect(after[2]!.updatedAt.toISOString()).toBe(clients[2]!.updatedAt.toISOString());
      expect(after[1]!.contactMailingAddress).toBe("2 Harbour Rd");
      const historyOf = (id: string) =>
        app.prisma.auditLog.findMany({ where: { entityId: id, changes: { path: ["importedFrom"], equals: second.fileName } } });
      expect(await historyOf(after[0]!.id)).toHaveLength(0);
      expect(await historyOf(after[2]!.id)).toHaveLength(0);
      expect(await historyOf(after[1]!.id)).toHaveLength(1);
      // Undo puts back only what was written.
      expect(await app.undoImport({ id: second.id, actor: admin })).toEqual({ removed: 0, restored: 1 });
    });

    it("listings imported twice with update are all unchanged", async () => {
      const tag = `Twice${unique()}`;
      const owners = await uploaded("clients", CLIENT_COLUMNS, clientImportRows(tag, 1), CLIENT_MAPPING);
      await commit(owners.id);
      const columns = [
        ...LISTING_COLUMNS.slice(0, -1),
        "Specialist",
        "Type",
        "Rent",
        "Amenities",
        "Lease start",
        "Tenant",
        "Kind",
        "Size",
        "Beds",
        "Baths",
      ];
      const mapping = {
        ...LISTING_MAPPING,
        Specialist: "propertySpecialist",
        Type: "listingType",
        Rent: "rentalPriceInUS",
        Amenities: "amenities",
        "Lease start": "leaseStartDate",
        Tenant: "tenantName",
        Kind: "propertyType",
        Size: "propertySizeSqFeet",
        Beds: "bedrooms",
        Baths: "bathrooms",
      };
      delete (mapping as Record<string, unknown>)["Specialist e-mail?"];
      const rows = [
        [
          `${tag} A`,
          `${tag} 0`,
          "For Rent",
          "Soufrière",
          "Residential",
          "8,000",
          "0.18",
          "",
          specialist.email,
          "Land & Property",
          "$1,550.00",
          "Pool; Sea view",
          "2026-01-01",
          "Ann Baptiste",
          "Villa",
          "2,400",
          "3",
          "2",
        ],
        [
          `${tag} B`,
          `${tag} 0`,
          "For Sale",
          "Castries",
          "Commercial",
          "9000",
          "0.20",
          "120,000.00",
          specialist.email,
          "Land Only",
          "",
          "",
          "",
          "",
          "",
          "",
          "",
          "",
        ],
      ];
      const first = await uploaded("listings", columns, rows, mapping);
      expect((await app.checkImport({ id: first.id, choices: {}, actor: admin })).errors).toEqual([]);
      expect(await commit(first.id)).toMatchObject({ status: "committed", createdCount: 2 });
      const second = await uploaded("listings", columns, rows, mapping);
      expect(await app.checkImport({ id: second.id, choices: { duplicates: "update" }, actor: admin })).toMatchObject({
        updated: 0,
        unchanged: 2,
        invalid: 0,
      });
    });

    it("an undo that later imports built on names them to undo first; undone newest first, both go", async () => {
      const tag = `Later${unique()}`;
      const owners = await uploaded("clients", CLIENT_COLUMNS, clientImportRows(tag, 2), CLIENT_MAPPING);
      await commit(owners.id);
      const rows = [[`${tag} Lot`, `${tag} 1`, "For Sale", "Soufrière", "Residential", "8,000", "0.18", "90000", specialist.email]];
      const listings = await uploaded("listings", LISTING_COLUMNS, rows, {
        ...LISTING_MAPPING,
        "Specialist e-mail?": "propertySpecialist",
      });
      await app.checkImport({ id: listings.id, choices: { defaults: { listingType: "Land Only" } }, actor: admin });
      expect(await commit(listings.id)).toMatchObject({ status: "committed", createdCount: 1 });

      const refused = await app.undoImport({ id: owners.id, actor: admin }).catch((error: unknown) => error);
      expect(refused).toMatchObject({
        code: "CONFLICT",
        message: expect.stringContaining(
          `Undo the later import that built on it first (newest first): ${listings.fileName}; then undo this one.`,
        ),
        fieldErrors: { laterImports: [listings.id], laterImportFiles: [listings.fileName] },
      });
      expect((refused as Error).message).toContain(`${tag} 1 (client: a listing added since)`);

      expect(await app.undoImport({ id: listings.id, actor: admin })).toEqual({ removed: 1, restored: 0 });
      expect(await app.undoImport({ id: owners.id, actor: admin })).toEqual({ removed: 2, restored: 0 });
    });

    it("what others added by hand names no later import", async () => {
      const tag = `Hand${unique()}`;
      const owners = await uploaded("clients", CLIENT_COLUMNS, clientImportRows(tag, 1), CLIENT_MAPPING);
      await commit(owners.id);
      const client = await app.prisma.client.findFirstOrThrow({ where: { name: `${tag} 0` } });
      await app.prisma.account.create({ data: { clientId: client.id } });
      const refused = await app.undoImport({ id: owners.id, actor: admin }).catch((error: unknown) => error);
      expect(refused).toMatchObject({ code: "CONFLICT" });
      expect((refused as { fieldErrors: Record<string, unknown> }).fieldErrors.laterImports).toBeUndefined();
      expect((refused as Error).message).not.toContain("Undo the later");
    });
  });
}
