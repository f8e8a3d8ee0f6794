/**
 * The demo data set: users, clients, listings with pictures, service
 * providers, service orders, reminders, client ledgers, documents, and tenants
 * with their leases and a few months of rent. Generated with a
 * fixed-seed PRNG so every run produces the same records; dates are relative
 * to `now`.
 */
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { hashPassword } from "@/server/auth/password";
import { prisma, type Database } from "@/server/db/client";
import { env } from "@/server/env";
import { refreshStaleReminderOccurrences } from "@/server/reminders/store-occurrences";
import { buildDocuments } from "./build-documents";
import { buildHistory } from "./build-history";
import { seedDemoLeases } from "./build-leases";
import { buildLedgers, openLedgerAccounts } from "./build-ledgers";
import { buildListings } from "./build-listings";
import { buildReminders } from "./build-reminders";
import { buildServiceOrders, type SeedUser } from "./build-service-orders";
import { localCalendar } from "./calendar";
import { DEMO_CLIENTS } from "./data/clients";
import { DEMO_USERS, type DemoUser } from "./data/demo-users";
import { DEMO_SERVICE_PROVIDERS } from "./data/service-providers";
import { attachDemoPictures, renderDemoPictures } from "./pictures/demo-pictures";
import { createRandom } from "./random";

const RANDOM_SEED = 20261121;

export interface DemoSignIn extends DemoUser {
  /** false when the account already existed; its password was left as it was. */
  created: boolean;
}

export type DemoSeedOutcome =
  { status: "skipped"; clientCount: number } | { status: "created"; counts: Record<string, number>; signIns: DemoSignIn[] };

/** Inserts the demo data set unless the database already has clients. */
export async function seedDemoData({ now = new Date(), db = prisma }: { now?: Date; db?: Database } = {}): Promise<DemoSeedOutcome> {
  const clientCount = await db.client.count();
  if (clientCount > 0) return { status: "skipped", clientCount };

  const random = createRandom(RANDOM_SEED);
  const calendar = localCalendar(now, env().APP_TIME_ZONE);
  // argon2 and picture rendering are slow on purpose or by nature: both happen outside the transaction.
  const [passwordHashes, pictures] = await Promise.all([
    Promise.all(DEMO_USERS.map((user) => hashPassword(user.password))),
    renderDemoPictures(),
  ]);

  return db.$transaction(
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

      const providers = DEMO_SERVICE_PROVIDERS.map(({ trade, ...contact }) => ({ trade, row: { ...contact, id: randomUUID() } }));
      await tx.serviceProvider.createMany({ data: providers.map((provider) => provider.row) });

      const listings = buildListings(random, calendar, clients, specialists);
      const rows = listings.map((listing) => listing.row);
      const { pictured, gallery } = await attachDemoPictures(tx, rows, pictures);
      await tx.listing.createMany({ data: rows });
      await tx.listingPicture.createMany({ data: gallery });

      const orders = buildServiceOrders(
        random,
        calendar,
        now,
        rows,
        providers.map(({ trade, row }) => ({ trade, id: row.id })),
        [...admins, ...specialists],
      );
      await tx.serviceOrder.createMany({ data: orders });

      const reminders = buildReminders(random, calendar, rows, specialists);
      await tx.reminder.createMany({ data: reminders });
      await refreshStaleReminderOccurrences({ db: tx, now });

      const ledgers = buildLedgers(
        random,
        calendar,
        now,
        clients,
        listings,
        providers.map(({ trade, row }) => ({ trade, name: row.name })),
        admins.at(-1)!.id,
      );
      const papers = await buildDocuments({
        random,
        calendar,
        clients,
        listings,
        providers: providers.map(({ row }) => row),
        orders,
        transactions: ledgers.transactions,
        pictures: [...pictures.values()].map((variants) => variants[0]!),
        uploader: admins.at(-1)!,
      });
      await tx.accountTransaction.createMany({ data: ledgers.transactions });
      await openLedgerAccounts(tx, ledgers.entryCounts);
      await tx.document.createMany({ data: papers.documents });
      await tx.documentChunk.createMany({ data: papers.chunks });
      await tx.serviceOrderCharge.createMany({ data: papers.charges });

      const history = buildHistory(random, now, {
        admins,
        specialists,
        clients,
        providers: providers.map(({ row }) => row),
        listings: rows,
        orders,
      });
      await tx.auditLog.createMany({ data: history });

      const rent = await seedDemoLeases(tx, {
        random,
        today: calendar.dateOnly(0).toISOString().slice(0, 10),
        listings: rows,
        adminId: admins.at(-1)!.id,
      });

      return {
        status: "created",
        signIns,
        counts: {
          demoUsers: users.size,
          clients: clients.length,
          listings: rows.length,
          listingPictures: pictured,
          serviceProviders: providers.length,
          serviceOrders: orders.length,
          reminders: reminders.length,
          accounts: ledgers.entryCounts.size,
          accountTransactions: ledgers.transactions.length,
          documents: papers.documents.length,
          charges: papers.charges.length,
          historyEntries: history.length,
          ...rent,
        },
      } as const;
    },
    { maxWait: 10_000, timeout: 120_000 },
  );
}

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
