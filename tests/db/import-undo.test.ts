import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import type { ImportedRecord } from "@/server/imports/kinds/kind-types";
import { appForSuite, appOnPostgres } from "./app-database";
import { clientData, listingData, orderData, providerData, sha256Hex, unique, userData } from "./factories";

/**
 * An import's undo on the app's own modules (PostgreSQL): what others attached since to a record the import
 * created — a document, a gallery picture, an account, a ledger entry, a service order, a reminder — makes the
 * undo a 409 that names each record and what it got, and nothing is removed (the database would have cascaded
 * them all away). An import nobody added to is undone.
 */
describe("undoing an import (PostgreSQL)", () => {
  const app = appForSuite(appOnPostgres, () => import("@/server/imports/undo-import"));
  let actor: Actor;
  let specialistId: string;

  beforeAll(async () => {
    const user = await app.prisma.user.create({ data: userData({ role: "admin" }) });
    actor = { id: user.id, name: "Ada Admin", role: "admin" };
    specialistId = (await app.prisma.user.create({ data: userData() })).id;
  });

  /** A committed import that created `created` (each `{ type, id, name }`), as the commit leaves it. */
  async function committedImport(kind: string, created: { type: ImportedRecord["type"]; id: string; name: string; updatedAt: Date }[]) {
    const records: ImportedRecord[] = created.map(({ type, id, name, updatedAt }) => ({
      type,
      id,
      name,
      action: "created",
      stamp: updatedAt.toISOString(),
    }));
    return app.prisma.dataImport.create({
      data: {
        kind,
        fileName: `${kind}-${unique()}.csv`,
        fileType: "csv",
        fileSize: 100,
        columns: [],
        rows: [],
        rowCount: records.length,
        mapping: {},
        status: "committed",
        createdCount: records.length,
        records: records as unknown as object[],
        createdById: actor.id,
        createdByName: actor.name,
      },
    });
  }

  const documentOn = (entity: string, recordId: string) =>
    app.prisma.document.create({
      data: {
        entity,
        recordId,
        title: "Lease",
        category: "contract",
        fileName: "lease.pdf",
        contentType: "application/pdf",
        complete: true,
        uploadedById: actor.id,
        uploadedByName: actor.name,
      },
    });

  it("a lease document another user uploaded to an imported client, and an account opened for another, stop the undo", async () => {
    const [leased, opened] = await Promise.all([0, 1].map(() => app.prisma.client.create({ data: clientData() })));
    const stored = await committedImport(
      "clients",
      [leased!, opened!].map((client) => ({ type: "client" as const, ...client })),
    );
    const lease = await documentOn("clients", leased!.id);
    await app.prisma.account.create({ data: { clientId: opened!.id } });
    // The database would cascade both away with the clients: the undo must refuse instead.
    await expect(app.undoImport({ id: stored.id, actor })).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await app.prisma.client.count({ where: { id: { in: [leased!.id, opened!.id] } } })).toBe(2);
    expect(await app.prisma.document.count({ where: { id: lease.id } })).toBe(1);
    expect(await app.prisma.account.count({ where: { clientId: opened!.id } })).toBe(1);
  });

  it("clients: a document, an account, a ledger entry others added since refuse the undo with a 409 naming them; nothing is removed", async () => {
    const [withDocument, withAccount, withEntry, untouched] = await Promise.all(
      [0, 1, 2, 3].map(() => app.prisma.client.create({ data: clientData() })),
    );
    const stored = await committedImport(
      "clients",
      [withDocument!, withAccount!, withEntry!, untouched!].map((client) => ({ type: "client" as const, ...client })),
    );
    const document = await documentOn("clients", withDocument!.id);
    await app.prisma.account.create({ data: { clientId: withAccount!.id } });
    await app.prisma.account.create({ data: { clientId: withEntry!.id, balance: "25.00", entryCount: 1 } });
    await app.prisma.accountTransaction.create({
      data: {
        clientId: withEntry!.id,
        date: new Date("2026-12-01T12:00:00.000Z"),
        column: "credit",
        type: "wire",
        description: "Deposit",
        value: "25.00",
        closingBalance: "25.00",
        postedById: actor.id,
      },
    });

    const refused = app.undoImport({ id: stored.id, actor });
    await expect(refused).rejects.toMatchObject({ code: "CONFLICT" });
    const message = String(((await refused.catch((error: unknown) => error)) as Error).message);
    expect(message).toMatch(/^Nothing was undone: 3 records were changed or added to since the import: /);
    expect(message).toContain(`${withDocument!.name} (client: a document added since)`);
    expect(message).toContain(`${withAccount!.name} (client: an account added since)`);
    expect(message).toContain(`${withEntry!.name} (client: an account and a ledger entry added since)`);
    expect(message).not.toContain(untouched!.name);

    // Nothing went: the four clients, the document, the accounts, the entry; the import is still committed.
    expect(
      await app.prisma.client.count({ where: { id: { in: [withDocument!, withAccount!, withEntry!, untouched!].map((c) => c.id) } } }),
    ).toBe(4);
    expect(await app.prisma.document.count({ where: { id: document.id } })).toBe(1);
    expect(await app.prisma.account.count({ where: { clientId: { in: [withAccount!.id, withEntry!.id] } } })).toBe(2);
    expect(await app.prisma.accountTransaction.count({ where: { clientId: withEntry!.id } })).toBe(1);
    expect((await app.prisma.dataImport.findUniqueOrThrow({ where: { id: stored.id } })).status).toBe("committed");
  });

  it("listings and providers: a gallery picture, a reminder, a document and a service order refuse the undo; nothing is removed", async () => {
    const owner = await app.prisma.client.create({ data: clientData() });
    const listing = await app.prisma.listing.create({ data: listingData({ clientId: owner.id, propertySpecialistId: specialistId }) });
    const listings = await committedImport("listings", [
      { type: "listing", id: listing.id, name: listing.propertyName, updatedAt: listing.updatedAt },
    ]);
    const bytes = Buffer.from("not really a picture");
    const file = await app.prisma.storedFile.create({
      data: {
        contentType: "image/webp",
        byteSize: bytes.length,
        width: 1,
        height: 1,
        sha256: sha256Hex(bytes),
        data: bytes,
        thumbnailData: bytes,
        thumbnailContentType: "image/webp",
      },
    });
    await app.prisma.listingPicture.create({ data: { fileId: file.id, listingId: listing.id, position: 0 } });
    await app.prisma.reminder.create({
      data: { name: "Inspect", listingId: listing.id, dueAt: new Date("2026-12-20T13:00:00.000Z"), time: "09:00", amPM: "AM", notes: "" },
    });
    await expect(app.undoImport({ id: listings.id, actor })).rejects.toMatchObject({
      code: "CONFLICT",
      message: `Nothing was undone: 1 record was changed or added to since the import: ${listing.propertyName} (listing: a gallery picture and a reminder added since).`,
    });
    expect(await app.prisma.listingPicture.count({ where: { listingId: listing.id } })).toBe(1);

    const provider = await app.prisma.serviceProvider.create({ data: providerData() });
    const providers = await committedImport("service-providers", [
      { type: "serviceProvider", id: provider.id, name: provider.name, updatedAt: provider.updatedAt },
    ]);
    await documentOn("service-providers", provider.id);
    await app.prisma.serviceOrder.create({
      data: orderData(
        { listingId: listing.id, serviceProviderId: provider.id, createdById: actor.id },
        { dueAt: new Date("2026-12-21T13:00:00.000Z") },
      ),
    });
    await expect(app.undoImport({ id: providers.id, actor })).rejects.toMatchObject({
      code: "CONFLICT",
      message: `Nothing was undone: 1 record was changed or added to since the import: ${provider.name} (service provider: a document and a service order added since).`,
    });
    expect(await app.prisma.serviceProvider.count({ where: { id: provider.id } })).toBe(1);
    expect(await app.prisma.document.count({ where: { serviceProviderId: provider.id } })).toBe(1);
  });

  it("an import nobody added to is undone: its records are removed", async () => {
    const clients = await Promise.all([0, 1].map(() => app.prisma.client.create({ data: clientData() })));
    const stored = await committedImport(
      "clients",
      clients.map((client) => ({ type: "client" as const, ...client })),
    );
    // Something attached to a client outside the import does not stop it.
    const other = await app.prisma.client.create({ data: clientData() });
    await documentOn("clients", other.id);
    expect(await app.undoImport({ id: stored.id, actor })).toEqual({ removed: 2, restored: 0 });
    expect(await app.prisma.client.count({ where: { id: { in: clients.map((client) => client.id) } } })).toBe(0);
    expect((await app.prisma.dataImport.findUniqueOrThrow({ where: { id: stored.id } })).status).toBe("undone");
  });
});
