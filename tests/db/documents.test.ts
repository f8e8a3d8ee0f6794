import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { applyMigrations } from "@/server/db/migrate";
import { seedGraph } from "./factories";
import { BACKENDS, MIGRATIONS_DIR, type Harness } from "./harness";

/**
 * Documents and charges on PostgreSQL and PGlite (issue 30): chunks come back
 * byte for byte; deleting a record — by itself or through a cascade — deletes
 * its documents and their chunks (the AFTER DELETE triggers), and nothing
 * else's; a charge's link goes with its ledger entry and keeps the invoice.
 */
describe.each(BACKENDS)("documents on $name", (backend) => {
  let db: Harness;
  let prisma: PrismaClient;

  beforeAll(async () => {
    db = await backend.open();
    await applyMigrations(db.runner, { migrationsDir: MIGRATIONS_DIR, log: () => {} });
    prisma = db.prisma;
  });

  afterAll(async () => {
    await db?.close();
  });

  async function documentOn(entity: string, recordId: string, chunks = 2) {
    const document = await prisma.document.create({
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
      await prisma.documentChunk.create({ data: { documentId: document.id, seq, data: Uint8Array.from([seq, 0, 255]) } });
    }
    return document.id;
  }

  const count = async (ids: string[]) => ({
    documents: await prisma.document.count({ where: { id: { in: ids } } }),
    chunks: await prisma.documentChunk.count({ where: { documentId: { in: ids } } }),
  });

  it("keeps every field and the chunks in order, byte for byte", async () => {
    const graph = await seedGraph(prisma);
    const id = await documentOn("clients", graph.client.id, 3);
    const chunks = await prisma.documentChunk.findMany({ where: { documentId: id }, orderBy: { seq: "asc" } });
    expect(chunks.map((chunk) => Array.from(chunk.data))).toEqual([
      [0, 0, 255],
      [1, 0, 255],
      [2, 0, 255],
    ]);
    await expect(
      prisma.document.create({
        data: {
          entity: "contracts",
          recordId: graph.client.id,
          title: "x",
          category: "other",
          fileName: "x",
          contentType: "x",
          uploadedByName: "x",
        },
      }),
    ).rejects.toThrow();
    await expect(
      prisma.document.create({
        data: {
          entity: "clients",
          recordId: graph.client.id,
          title: "x",
          category: "poem",
          fileName: "x",
          contentType: "x",
          uploadedByName: "x",
        },
      }),
    ).rejects.toThrow();
  });

  it("deleting a client deletes its documents and those of its listings, orders and account, and nothing else", async () => {
    const graph = await seedGraph(prisma);
    const bystander = await seedGraph(prisma);
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
    await prisma.client.delete({ where: { id: graph.client.id } });
    expect(await count(own)).toEqual({ documents: 0, chunks: 0 });
    expect(await count(kept)).toEqual({ documents: 3, chunks: 6 });
  });

  it("deleting a provider, a user or an account alone deletes theirs", async () => {
    const graph = await seedGraph(prisma);
    const provider = await documentOn("service-providers", graph.provider.id);
    const order = await documentOn("service-orders", graph.order.id);
    const account = await documentOn("accounts", graph.client.id);
    const client = await documentOn("clients", graph.client.id);
    const user = await documentOn("users", graph.clerk.id);
    await prisma.account.delete({ where: { clientId: graph.client.id } });
    expect(await count([account, client])).toEqual({ documents: 1, chunks: 2 });
    await prisma.serviceProvider.delete({ where: { id: graph.provider.id } });
    expect(await count([provider, order])).toEqual({ documents: 0, chunks: 0 });
    await prisma.serviceOrder.deleteMany({ where: { createdById: graph.clerk.id } });
    await prisma.user.delete({ where: { id: graph.clerk.id } });
    expect(await count([user])).toEqual({ documents: 0, chunks: 0 });
  });

  it("a charge's link goes with its ledger entry, keeps the invoice, and loses a deleted invoice", async () => {
    const graph = await seedGraph(prisma);
    const invoice = await documentOn("service-orders", graph.order.id);
    const [first, second] = graph.transactions;
    await prisma.serviceOrderCharge.create({ data: { transactionId: first!.id, serviceOrderId: graph.order.id, documentId: invoice } });
    await prisma.serviceOrderCharge.create({ data: { transactionId: second!.id, serviceOrderId: graph.order.id, documentId: invoice } });
    await prisma.accountTransaction.delete({ where: { id: first!.id } });
    expect(await prisma.serviceOrderCharge.count({ where: { serviceOrderId: graph.order.id } })).toBe(1);
    expect(await count([invoice])).toEqual({ documents: 1, chunks: 2 });
    await prisma.document.delete({ where: { id: invoice } });
    expect(await prisma.serviceOrderCharge.findUniqueOrThrow({ where: { transactionId: second!.id } })).toMatchObject({ documentId: null });
    await prisma.serviceOrder.delete({ where: { id: graph.order.id } });
    expect(await prisma.serviceOrderCharge.count({ where: { transactionId: second!.id } })).toBe(0);
    expect(await prisma.accountTransaction.count({ where: { id: second!.id } }), "the money stays charged").toBe(1);
  });
});
