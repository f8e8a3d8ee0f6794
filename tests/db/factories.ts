import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { PreparedMessage } from "@/server/mail/queue-message";

/**
 * Factories with unique values (documenso's seedUser()): every test seeds
 * what it needs and never relies on another test's rows.
 */
export function unique(): string {
  return randomBytes(6).toString("hex");
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

export const ARGON2_LOOKALIKE = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g";

export function userData(overrides: Partial<Prisma.UserUncheckedCreateInput> = {}): Prisma.UserUncheckedCreateInput {
  const id = unique();
  return {
    userName: `user_${id}`,
    email: `user_${id}@agency.example`,
    passwordHash: ARGON2_LOOKALIKE,
    firstName: "Marisol",
    lastName: "Ortiz",
    role: "property-specialist",
    ...overrides,
  };
}

export function clientData(overrides: Partial<Prisma.ClientUncheckedCreateInput> = {}): Prisma.ClientUncheckedCreateInput {
  const id = unique();
  return {
    name: `Blue Bay Holdings ${id}`,
    contactFirstName: "Ana",
    contactLastName: "Rivera",
    contactPrimaryNumber: "+1 787 555 0101",
    contactEmailAddress: `ana_${id}@bluebay.example`,
    contactMailingAddress: "12 Calle Luna, San Juan PR 00901",
    ...overrides,
  };
}

export function providerData(
  overrides: Partial<Prisma.ServiceProviderUncheckedCreateInput> = {},
): Prisma.ServiceProviderUncheckedCreateInput {
  const id = unique();
  return {
    name: `Island Plumbing ${id}`,
    contactFirstName: "Luis",
    contactLastName: "Vega",
    contactPrimaryNumber: "+1 787 555 0199",
    contactEmailAddress: `luis_${id}@plumbing.example`,
    contactMailingAddress: "PO Box 77, Ponce PR 00716",
    ...overrides,
  };
}

export function listingData(
  refs: { clientId: string; propertySpecialistId: string },
  overrides: Partial<Prisma.ListingUncheckedCreateInput> = {},
): Prisma.ListingUncheckedCreateInput {
  return {
    ...refs,
    propertyName: `Casa ${unique()}`,
    listingType: "land-and-property",
    location: "Rincón, Puerto Rico",
    status: "for-sale",
    zoning: "residential",
    ...overrides,
  };
}

/**
 * An uploaded import as POST /imports leaves it: a CSV file of `kind` (named `<kind>-<unique>.csv` unless told) of
 * `rows` under `columns`, mapped by `mapping`, by `actor`; `overrides` sets the rest (status, duplicates).
 */
export function importData(
  file: { kind: string; columns: string[]; rows: string[][]; mapping: Record<string, string | null>; fileName?: string },
  actor: { id: string; name: string },
  overrides: Partial<Prisma.DataImportUncheckedCreateInput> = {},
): Prisma.DataImportUncheckedCreateInput {
  return {
    kind: file.kind,
    fileName: file.fileName ?? `${file.kind}-${unique()}.csv`,
    fileType: "csv",
    fileSize: 100,
    columns: file.columns,
    rows: file.rows,
    rowCount: file.rows.length,
    mapping: file.mapping,
    createdById: actor.id,
    createdByName: actor.name,
    ...overrides,
  };
}

/** A work order e-mail ready to queue (queueMessage), by `createdBy` (null: the system's); `overrides` sets the rest. */
export function preparedMessage(createdBy: { id: string; name: string } | null, overrides: Partial<PreparedMessage> = {}): PreparedMessage {
  const id = randomUUID();
  return {
    id,
    kind: "work-order",
    to: { name: "Provider", address: "provider@elsewhere.example" },
    subject: `Work order ${id}`,
    messageId: `<${id}@agency.example>`,
    html: "<p>Hello</p>",
    text: "Hello",
    raw: Buffer.from("Subject: Work order\r\n\r\nHello"),
    attachments: [],
    related: undefined,
    idempotencyKey: null,
    createdById: createdBy?.id ?? null,
    createdByName: createdBy?.name ?? null,
    ...overrides,
  };
}

/** A service order of `refs`' listing, provider and creator (PENDING unless told). */
export function orderData(
  refs: { listingId: string; serviceProviderId: string; createdById: string },
  overrides: Partial<Prisma.ServiceOrderUncheckedCreateInput> & Pick<Prisma.ServiceOrderUncheckedCreateInput, "dueAt">,
): Prisma.ServiceOrderUncheckedCreateInput {
  return { ...refs, name: `Order ${unique()}`, details: "Work", createdByName: "Test User", ...overrides };
}

/** A client with a listing, a service order, a reminder, an account and two ledger entries. */
export async function seedGraph(prisma: PrismaClient) {
  const specialist = await prisma.user.create({ data: userData() });
  const clerk = await prisma.user.create({ data: userData({ role: "admin" }) });
  const client = await prisma.client.create({ data: clientData() });
  const provider = await prisma.serviceProvider.create({ data: providerData() });
  const listing = await prisma.listing.create({ data: listingData({ clientId: client.id, propertySpecialistId: specialist.id }) });
  const order = await prisma.serviceOrder.create({
    data: {
      name: "Fix the roof",
      listingId: listing.id,
      serviceProviderId: provider.id,
      dueAt: new Date("2026-12-01T14:00:00.000Z"),
      details: "Leak above the kitchen.",
      createdById: clerk.id,
      createdByName: "Clerk Admin",
    },
  });
  const reminder = await prisma.reminder.create({
    data: {
      name: "Collect rent",
      listingId: listing.id,
      specialistId: specialist.id,
      dueAt: new Date("2026-12-05T13:00:00.000Z"),
      time: "09:00",
      amPM: "AM",
      notes: "First of the month.",
    },
  });
  const account = await prisma.account.create({ data: { clientId: client.id, balance: "150.00", entryCount: 2 } });
  const transactions = [
    await prisma.accountTransaction.create({
      data: {
        clientId: client.id,
        date: new Date("2026-11-01T12:00:00.000Z"),
        column: "credit",
        type: "wire",
        description: "Rent November",
        value: "200.00",
        closingBalance: "200.00",
        postedById: clerk.id,
      },
    }),
    await prisma.accountTransaction.create({
      data: {
        clientId: client.id,
        date: new Date("2026-11-02T12:00:00.000Z"),
        column: "debit",
        type: "check",
        description: "Plumber",
        value: "50.00",
        closingBalance: "150.00",
        postedById: clerk.id,
      },
    }),
  ];
  return { specialist, clerk, client, provider, listing, order, reminder, account, transactions };
}
