import { rentLedgerStart } from "./build-leases";
import { MONTH_NAMES } from "@/lib/domain/calendar";
import type { LedgerColumn, TransactionType } from "@/lib/domain/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import { lockAccount, syncAccountBalance } from "@/server/accounts/ledger";
import { balanceAfter, Decimal } from "@/server/accounts/ledger-math";
import { centsBetween, QUARTER_HOURS, stepped, type LocalCalendar } from "./calendar";
import { ANNUAL_BILLS, REPAIRS } from "./data/ledgers";
import type { ServiceTrade } from "./data/service-providers";
import type { DemoListing } from "./build-listings";
import type { Random } from "./random";

const LEDGER_CLIENT_COUNT = 20;
const LEDGER_MONTHS = 18;

/** An entry being planned; the two amounts that depend on the balance at that point are settled in ledger order. */
interface PlannedEntry {
  date: Date;
  column: LedgerColumn;
  type: TransactionType;
  description: string;
  value: Decimal | "disbursement" | "overdraw";
}

export interface DemoLedgers {
  transactions: Prisma.AccountTransactionCreateManyInput[];
  /** Entries per ledger client, for opening their accounts. */
  entryCounts: Map<string, number>;
}

/**
 * Owner ledgers for the twenty clients with the most rental income, over
 * 10–18 months: an opening float, rent per let property (now and then late,
 * with a late fee), the agency's fee on what was collected, repairs invoiced
 * by the demo providers, utility bills while a property stands empty, annual
 * tax and insurance, and a monthly payout to the owner that keeps a reserve.
 * A few owners end up owing the agency after a large job. Balances come from
 * the ledger's own arithmetic (ledger-math.ts).
 */
export function buildLedgers(
  random: Random,
  calendar: LocalCalendar,
  now: Date,
  clients: readonly { id: string }[],
  listings: readonly DemoListing[],
  providers: readonly { name: string; trade: ServiceTrade }[],
  posterId: string,
): DemoLedgers {
  const rentOf = (listing: DemoListing) => new Decimal((listing.row.rentalPriceInUS as string | null) ?? 0);
  const monthlyRent = new Map<string, Decimal>();
  for (const listing of listings) {
    monthlyRent.set(listing.row.clientId, (monthlyRent.get(listing.row.clientId) ?? new Decimal(0)).plus(rentOf(listing)));
  }
  const ledgerClients = [...clients]
    .sort((a, b) => (monthlyRent.get(b.id) ?? new Decimal(0)).comparedTo(monthlyRent.get(a.id) ?? new Decimal(0)))
    .slice(0, LEDGER_CLIENT_COUNT);

  let invoiceNumber = 2041;
  const providerByTrade = new Map(providers.map((provider) => [provider.trade, provider.name]));
  const transactions: Prisma.AccountTransactionCreateManyInput[] = [];
  const entryCounts = new Map<string, number>();

  ledgerClients.forEach((client, clientIndex) => {
    const owned = listings.filter((listing) => listing.row.clientId === client.id);
    const buildings = owned.filter((listing) => listing.row.listingType === "land-and-property");
    const rentals = owned
      .filter((listing) => listing.row.rentalPriceInUS != null)
      .map((listing) => {
        const leased = listing.row.status === "rented" || listing.row.status === "rented-and-for-sale";
        // A property on the market for rent stood empty for the last few months.
        const occupiedUntil = leased ? 0 : random.int(-4, -1);
        const paysBy = random.pick(["wire", "wire", "payment", "check", "cash", "card"] as const);
        return { listing, rent: rentOf(listing), occupiedUntil, paysBy };
      });
    const feeRate = random.pick([8, 10, 10, 10, 12]);
    const months = random.int(10, LEDGER_MONTHS);
    const at = (monthOffset: number, day: number) => {
      const { year, month } = calendar.month(monthOffset);
      return calendar.atDate(year, month, day, random.int(9, 16), random.pick(QUARTER_HOURS));
    };

    const planned: PlannedEntry[] = [
      {
        date: at(-months, 1),
        column: "credit",
        type: "check",
        description: "Opening float from owner",
        value: new Decimal(stepped(random, 500, 2_500, 100)),
      },
    ];
    for (let monthOffset = -months + 1; monthOffset <= 0; monthOffset++) {
      const { year, month } = calendar.month(monthOffset);
      const monthName = `${MONTH_NAMES[month]} ${year}`;
      // From the month the tenants' ledgers start, rent reaches the owner from them (build-leases.ts), not by hand.
      const rentFromLeases =
        `${year}-${String(month + 1).padStart(2, "0")}-01` >= rentLedgerStart(calendar.dateOnly(0).toISOString().slice(0, 10));
      let collected = new Decimal(0);
      for (const rental of rentals) {
        const name = rental.listing.row.propertyName;
        if (rental.occupiedUntil === 0 && rentFromLeases) continue;
        if (monthOffset <= rental.occupiedUntil) {
          const late = random.chance(0.06);
          const day = late ? random.int(9, 15) : random.int(1, 5);
          planned.push({
            date: at(monthOffset, day),
            column: "credit",
            type: rental.paysBy,
            description: `Rent - ${name} - ${monthName}`,
            value: rental.rent,
          });
          if (late)
            planned.push({
              date: at(monthOffset, day),
              column: "credit",
              type: rental.paysBy,
              description: `Late fee - ${name}`,
              value: new Decimal(random.pick([50, 75, 100])),
            });
          collected = collected.plus(rental.rent);
        } else {
          const { electricity, water } = rental.listing.island.utilities;
          planned.push({
            date: at(monthOffset, random.int(16, 22)),
            column: "debit",
            type: "payment",
            description: `${electricity} electricity - ${name} (vacant) - ${monthName}`,
            value: centsBetween(random, 38, 140),
          });
          if (monthOffset % 2 === 0) {
            planned.push({
              date: at(monthOffset, random.int(16, 22)),
              column: "debit",
              type: "payment",
              description: `${water} water - ${name} (vacant)`,
              value: centsBetween(random, 24, 75),
            });
          }
        }
      }
      if (collected.greaterThan(0)) {
        const fee = collected.times(feeRate).div(100).toDecimalPlaces(2);
        planned.push({
          date: at(monthOffset, random.int(6, 8)),
          column: "debit",
          type: "other",
          description: `Management fee ${feeRate}% - ${monthName}`,
          value: fee,
        });
      }
      if (buildings.length > 0 && random.chance(0.35)) {
        const repair = random.pick(REPAIRS);
        const property = random.pick(buildings).row.propertyName;
        const provider = providerByTrade.get(repair.trade) ?? "contractor";
        planned.push({
          date: at(monthOffset, random.int(10, 26)),
          column: "debit",
          type: random.pick(["check", "card", "wire"] as const),
          description: `${repair.label}, ${property} - ${provider} inv. ${invoiceNumber++}`,
          value: centsBetween(random, ...repair.cost),
        });
      }
      for (const bill of ANNUAL_BILLS) {
        if (bill.month !== month || owned.length === 0) continue;
        planned.push({
          date: at(monthOffset, random.int(12, 24)),
          column: "debit",
          type: bill.type,
          description: `${bill.label} ${year}`,
          value: centsBetween(random, bill.cost[0], bill.cost[1]),
        });
      }
      planned.push({
        date: at(monthOffset, random.int(25, 28)),
        column: "debit",
        type: "wire",
        description: `Owner disbursement - ${monthName}`,
        value: "disbursement",
      });
    }

    const dated = planned.filter((entry) => entry.date.getTime() < now.getTime()).sort((a, b) => a.date.getTime() - b.date.getTime());
    // A few owners end up owing the agency after a big job, posted after their latest entry.
    if (clientIndex % 7 === 3 && buildings.length > 0) {
      const latest = dated.at(-1)?.date.getTime() ?? now.getTime() - 86_400_000;
      dated.push({
        date: new Date(Math.ceil((latest + (now.getTime() - latest) / 2) / 60_000) * 60_000),
        column: "debit",
        type: "check",
        description: `Roof replacement, ${random.pick(buildings).row.propertyName} - ${providerByTrade.get("roofing")} inv. ${invoiceNumber++}`,
        value: "overdraw",
      });
    }

    let balance = new Decimal(0);
    let count = 0;
    for (const entry of dated) {
      const value = settle(random, entry.value, balance);
      if (!value) continue;
      balance = balanceAfter(balance, entry.column, value);
      count++;
      transactions.push({
        clientId: client.id,
        date: entry.date,
        column: entry.column,
        type: entry.type,
        description: entry.description,
        value: value.toFixed(2),
        closingBalance: balance.toFixed(2),
        postedById: posterId,
        createdAt: entry.date,
      });
    }
    entryCounts.set(client.id, count);
  });
  return { transactions, entryCounts };
}

/** The amount of an entry at the point it is posted; null skips it (nothing to pay out). */
function settle(random: Random, value: PlannedEntry["value"], balance: Decimal): Decimal | null {
  if (value === "disbursement") {
    // The owner is paid all but a reserve for repairs, in whole hundreds.
    const payout = balance
      .minus(stepped(random, 500, 1_500, 100))
      .div(100)
      .floor()
      .times(100);
    return payout.greaterThan(0) ? payout : null;
  }
  // A job that costs more than the owner has with the agency.
  if (value === "overdraw") return Decimal.max(balance, 0).plus(stepped(random, 400, 3_000, 50));
  return value;
}

/** Opens each ledger client's account and sets its balance and entry count from the entries, as the app does. */
export async function openLedgerAccounts(tx: Prisma.TransactionClient, entryCounts: ReadonlyMap<string, number>): Promise<void> {
  for (const [clientId, entryCount] of entryCounts) {
    await lockAccount(tx, clientId);
    await syncAccountBalance(tx, clientId, entryCount);
  }
}
