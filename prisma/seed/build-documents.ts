import { createHash, randomUUID } from "node:crypto";
import PDFDocument from "pdfkit";
import type { DocumentCategory, DocumentEntity } from "@/lib/domain/documents";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PreparedPicture } from "@/server/files/pictures";
import type { LocalCalendar } from "./calendar";
import type { DemoListing } from "./build-listings";
import type { SeedUser } from "./build-service-orders";
import type { Random } from "./random";

/**
 * The demo's papers (issue 30): management agreements and owners' IDs on
 * clients, leases and a few photos on listings, insurance certificates on
 * providers, and invoices on completed orders, each invoice charged to the
 * owner on an existing repair entry of their ledger (the link the "Charge to
 * owner" button makes). Some expire within 60 days and a few have expired, so
 * the dashboard, the Calendar and the digest have something to show. PDFs are
 * one small page from pdfkit (a few KB); photos reuse the listings' pictures.
 */
export interface DemoDocuments {
  documents: Prisma.DocumentCreateManyInput[];
  chunks: Prisma.DocumentChunkCreateManyInput[];
  charges: Prisma.ServiceOrderChargeCreateManyInput[];
}

interface Paper {
  entity: DocumentEntity;
  recordId: string;
  title: string;
  category: DocumentCategory;
  fileName: string;
  expiresOn: Date | null;
  bytes: Buffer;
  contentType: string;
  thumbnail?: Buffer;
  createdAt: Date;
}

/** Days from today that papers expire on: a couple gone, several within 60 days, the rest later (null: none). */
const AGREEMENT_EXPIRY = [-12, 18, 41, 200, 365, 540, 700, null, 30, null] as const;
const ID_EXPIRY = [-40, 27, 900, 1500, null] as const;
const INSURANCE_EXPIRY = [33, -5, 300] as const;
const INVOICES = 4;

/** One page, as an office's template would print it: a heading, the parties, a few lines. */
export function demoPdf(title: string, lines: readonly string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: "LETTER", margin: 64, info: { Title: title, Producer: "Agency Console demo data" } });
    const parts: Buffer[] = [];
    pdf.on("data", (part: Buffer) => parts.push(part));
    pdf.on("end", () => resolve(Buffer.concat(parts)));
    pdf.on("error", reject);
    pdf.font("Helvetica-Bold").fontSize(18).text(title);
    pdf.moveDown();
    pdf.font("Helvetica").fontSize(11);
    for (const line of lines) pdf.text(line).moveDown(0.5);
    pdf.end();
  });
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const safeName = (title: string) =>
  title
    .replace(/[^\p{L}\p{N} .,-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

export async function buildDocuments({
  random,
  calendar,
  clients,
  listings,
  providers,
  orders,
  transactions,
  pictures,
  uploader,
}: {
  random: Random;
  calendar: LocalCalendar;
  clients: readonly { id: string; name: string; contactFirstName: string; contactLastName: string }[];
  listings: readonly DemoListing[];
  providers: readonly { id: string; name: string }[];
  orders: readonly Prisma.ServiceOrderCreateManyInput[];
  /** The ledgers' entries: a few repair debits get an id, so a charge can point at them. */
  transactions: Prisma.AccountTransactionCreateManyInput[];
  pictures: readonly PreparedPicture[];
  uploader: SeedUser;
}): Promise<DemoDocuments> {
  const papers: Paper[] = [];
  const expiry = (offset: number | null) => (offset === null ? null : calendar.dateOnly(offset));
  const added = () => calendar.at(-random.int(20, 300), random.int(9, 17), random.pick([0, 15, 30, 45]));
  const pdfPaper = async (
    entity: DocumentEntity,
    recordId: string,
    title: string,
    category: DocumentCategory,
    expiresOn: Date | null,
    lines: string[],
  ) =>
    papers.push({
      entity,
      recordId,
      title,
      category,
      fileName: `${safeName(title)}.pdf`,
      expiresOn,
      bytes: await demoPdf(title, lines),
      contentType: "application/pdf",
      createdAt: added(),
    });

  for (const [index, client] of clients.slice(0, AGREEMENT_EXPIRY.length).entries()) {
    const until = expiry(AGREEMENT_EXPIRY[index]!);
    await pdfPaper("clients", client.id, "Management agreement", "contract", until, [
      `Between ${client.name} (the Owner) and the Agency.`,
      "The Agency lets, collects rent, arranges repairs and accounts to the Owner monthly.",
      until ? `This agreement runs until ${day(until)}.` : "This agreement runs until either party ends it in writing.",
    ]);
  }
  for (const [index, client] of clients.slice(3, 3 + ID_EXPIRY.length).entries()) {
    const until = expiry(ID_EXPIRY[index]!);
    const person = `${client.contactFirstName} ${client.contactLastName}`;
    await pdfPaper("clients", client.id, `Passport — ${person}`, "identity", until, [
      `Copy of the passport of ${person}, contact for ${client.name}.`,
      until ? `Date of expiry: ${day(until)}.` : "No expiry date given.",
    ]);
  }

  const leased = listings.filter(({ row }) => row.leaseEndDate && row.tenantName).slice(0, 12);
  for (const { row } of leased) {
    const ends = row.leaseEndDate as Date;
    await pdfPaper("listings", row.id!, `Lease — ${row.tenantName}`, "lease", ends, [
      `Residential lease of ${row.propertyName}, ${row.location}.`,
      `Tenant: ${row.tenantName}. Term ends ${day(ends)}; rent US$${String(row.rentalPriceInUS ?? "")} a month.`,
    ]);
  }
  for (const [index, { row }] of listings.slice(5, 8).entries()) {
    const picture = pictures[index % pictures.length]!;
    const title = `Condition photo — ${row.propertyName}`;
    papers.push({
      entity: "listings",
      recordId: row.id!,
      title,
      category: "photo",
      fileName: `${safeName(title)}.${picture.contentType === "image/webp" ? "webp" : "jpg"}`,
      expiresOn: null,
      bytes: picture.data,
      contentType: picture.contentType,
      thumbnail: picture.thumbnailData,
      createdAt: added(),
    });
  }
  for (const [index, provider] of providers.slice(0, INSURANCE_EXPIRY.length).entries()) {
    const until = expiry(INSURANCE_EXPIRY[index]!);
    await pdfPaper("service-providers", provider.id, "Liability insurance certificate", "other", until, [
      `${provider.name} is insured against third-party liability up to US$1,000,000.`,
      `Cover ends ${until ? day(until) : "—"}.`,
    ]);
  }

  // Invoices on completed orders of owners who have a ledger, each charged on one of their repair entries.
  const ownerOf = new Map(listings.map(({ row }) => [row.id!, row.clientId]));
  const invoiced: { transactionId: string; serviceOrderId: string; paper: number }[] = [];
  const used = new Set<Prisma.AccountTransactionCreateManyInput>();
  for (const order of orders.filter((candidate) => candidate.status === "COMPLETED")) {
    if (invoiced.length >= INVOICES) break;
    const owner = ownerOf.get(order.listingId);
    const repair = transactions
      .filter((entry) => entry.clientId === owner && entry.column === "debit" && / inv\. \d+$/.test(entry.description) && !used.has(entry))
      .at(-1);
    if (!repair) continue;
    used.add(repair);
    const number = / inv\. (\d+)$/.exec(repair.description)![1]!;
    const provider = providers.find((candidate) => candidate.id === order.serviceProviderId);
    repair.id = randomUUID();
    repair.description = `${order.name} — ${provider?.name ?? "provider"} (inv. ${number})`;
    const title = `Invoice ${number}`;
    await pdfPaper("service-orders", order.id as string, title, "invoice", null, [
      `${provider?.name ?? "Provider"} — invoice ${number}.`,
      `For: ${order.name}. Amount due: US$${String(repair.value)}.`,
    ]);
    invoiced.push({ transactionId: repair.id, serviceOrderId: order.id as string, paper: papers.length - 1 });
  }

  const documents: Prisma.DocumentCreateManyInput[] = [];
  const chunks: Prisma.DocumentChunkCreateManyInput[] = [];
  for (const paper of papers) {
    const id = randomUUID();
    documents.push({
      id,
      entity: paper.entity,
      recordId: paper.recordId,
      title: paper.title,
      category: paper.category,
      fileName: paper.fileName,
      contentType: paper.contentType,
      byteSize: paper.bytes.length,
      sha256: createHash("sha256").update(paper.bytes).digest("hex"),
      expiresOn: paper.expiresOn,
      complete: true,
      thumbnailData: paper.thumbnail ? new Uint8Array(paper.thumbnail) : null,
      uploadedById: uploader.id,
      uploadedByName: `${uploader.firstName} ${uploader.lastName}`,
      createdAt: paper.createdAt,
    });
    // Demo papers are small: one chunk each (chunks hold at most 256 KB).
    for (let seq = 0, offset = 0; offset < paper.bytes.length; seq++, offset += 256 * 1024) {
      chunks.push({ documentId: id, seq, data: new Uint8Array(paper.bytes.subarray(offset, offset + 256 * 1024)) });
    }
  }
  const charges = invoiced.map(({ transactionId, serviceOrderId, paper }) => ({
    transactionId,
    serviceOrderId,
    documentId: documents[paper]!.id!,
  }));
  return { documents, chunks, charges };
}
