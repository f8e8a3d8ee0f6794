import { describe, expect, it } from "vitest";
import { seedGraph } from "./factories";
import { BACKENDS, migratedDatabase } from "./harness";

/**
 * Documents and charges on PostgreSQL and PGlite (issue 30): chunks come back
 * byte for byte; deleting a record — by itself or through a cascade — deletes
 * its documents and their chunks (the AFTER DELETE triggers), and nothing
 * else's; a charge's link goes with its ledger entry and keeps the invoice.
 */
describe.each(BACKENDS)("documents on $name", (backend) => {
  const db = migratedDatabase(backend);

  async function documentOn(entity: string, recordId: string, chunks = 2) {
    const document = await db.prisma.document.create({
      data: {
        entity,
        recordId,
        title: `${entity} paper`,
        category: "other",
        fileName: "paper.pdf",
        contentType: "application/pdf",
        byteSize: chunks * 3,
        complete: true,
        uploadedByName: "Test",
      },
    });
    for (let seq = 0; seq < chunks; seq++) {
      await db.prisma.documentChunk.create({ data: { documentId: document.id, seq, data: Uint8Array.from([seq, 0, 255]) } });
    }
    return document.id;
  }

  const count = async (ids: string[]) => ({
    documents: await db.prisma.document.count({ where: { id: { in: ids } } }),
    chunks: await db.prisma.documentChunk.count({ where: { documentId: { in: ids } } }),
  });

  it("keeps every field and the chunks in order, byte for byte", async () => {
    const graph = await seedGraph(db.prisma);
    const id = await documentOn("clients", graph.client.id, 3);
    const chunks = await db.prisma.documentChunk.findMany({ where: { documentId: id }, orderBy: { seq: "asc" } });
    expect(chunks.map((chunk) => Array.from(chunk.data))).toEqual([
      [0, 0, 255],
      [1, 0, 255],
      [2, 0, 255],
    ]);
    // An entity or a category outside the lists is refused by the database itself.
    const fields = { recordId: graph.client.id, title: "x", fileName: "x", contentType: "x", uploadedByName: "x" };
    await expect(db.prisma.document.create({ data: { ...fields, entity: "contracts", category: "other" } })).rejects.toThrow();
    await expect(db.prisma.document.create({ data: { ...fields, entity: "clients", category: "poem" } })).rejects.toThrow();
  });

  it("deleting a client deletes its documents and those of its listings, orders and account, and nothing else", async () => {
    const graph = await seedGraph(db.prisma);
    const bystander = await seedGraph(db.prisma);
    const own = [
      await documentOn("clients", graph.client.id),
      await documentOn("listings", graph.listing.id),
      await documentOn("service-orders", graph.order.id),
      await documentOn("accounts", graph.client.id),
    ];
    const kept = [
      await documentOn("clients", bystander.client.id),
      await documentOn("service-providers", graph.provider.id),
      await documentOn("users", graph.specialist.id),
    ];
    await db.prisma.client.delete({ where: { id: graph.client.id } });
    expect(await count(own)).toEqual({ documents: 0, chunks: 0 });
    expect(await count(kept)).toEqual({ documents: 3, chunks: 6 });
  });

  it("deleting a provider, a user or an account alone deletes theirs", async () => {
    const graph = await seedGraph(db.prisma);
    const provider = await documentOn("service-providers", graph.provider.id);
    const order = await documentOn("service-orders", graph.order.id);
    const account = await documentOn("accounts", graph.client.id);
    const client = await documentOn("clients", graph.client.id);
    const user = await documentOn("users", graph.clerk.id);
    await db.prisma.account.delete({ where: { clientId: graph.client.id } });
    expect(await count([account, client])).toEqual({ documents: 1, chunks: 2 });
    await db.prisma.serviceProvider.delete({ where: { id: graph.provider.id } });
    expect(await count([provider, order])).toEqual({ documents: 0, chunks: 0 });
    await db.prisma.serviceOrder.deleteMany({ where: { createdById: graph.clerk.id } });
    await db.prisma.user.delete({ where: { id: graph.clerk.id } });
    expect(await count([user])).toEqual({ documents: 0, chunks: 0 });
  });

  it("a charge's link goes with its ledger entry, keeps the invoice, and loses a deleted invoice; an invoice is charged once", async () => {
    const graph = await seedGraph(db.prisma);
    const [invoice, other] = [await documentOn("service-orders", graph.order.id), await documentOn("service-orders", graph.order.id)];
    const [first, second] = graph.transactions;
    await db.prisma.serviceOrderCharge.create({ data: { transactionId: first!.id, serviceOrderId: graph.order.id, documentId: invoice } });
    await expect(
      db.prisma.serviceOrderCharge.create({ data: { transactionId: second!.id, serviceOrderId: graph.order.id, documentId: invoice } }),
    ).rejects.toThrow();
    await db.prisma.serviceOrderCharge.create({ data: { transactionId: second!.id, serviceOrderId: graph.order.id, documentId: other } });
    await db.prisma.accountTransaction.delete({ where: { id: first!.id } });
    expect(await db.prisma.serviceOrderCharge.count({ where: { serviceOrderId: graph.order.id } })).toBe(1);
    expect(await count([invoice])).toEqual({ documents: 1, chunks: 2 });
    await db.prisma.document.delete({ where: { id: other } });
    expect(await db.prisma.serviceOrderCharge.findUniqueOrThrow({ where: { transactionId: second!.id } })).toMatchObject({
      documentId: null,
    });
    await db.prisma.serviceOrder.delete({ where: { id: graph.order.id } });
    expect(await db.prisma.serviceOrderCharge.count({ where: { transactionId: second!.id } })).toBe(0);
    expect(await db.prisma.accountTransaction.count({ where: { id: second!.id } }), "the money stays charged").toBe(1);
  });
});
