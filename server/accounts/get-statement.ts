import { Prisma } from "@/lib/generated/prisma/client";
import { type TransactionDto } from "@/lib/schemas/account";
import { STATEMENT_PAGE_SIZE, type StatementDto, type StatementHead, type StatementListingDto } from "@/lib/schemas/statement";
import { notFound } from "@/server/errors";
import { agencyDay, agencyDayOf } from "@/lib/domain/agency-time";
import { prisma, type Database } from "@/server/db/client";
import { env } from "@/server/env";
import { lastCalendarMonth } from "@/lib/domain/calendar";
import { fullName } from "@/lib/domain/people";
import { languageOr, type Language } from "@/lib/i18n/languages";
import { toTransactionDto, transactionRelations } from "./account-dto";
import { Decimal, signedValue } from "./ledger-math";

/** Rows read per query when a statement is walked whole (CSV, PDF): memory holds one batch, never the period. */
export const STATEMENT_BATCH_SIZE = 500;

/** A statement without its rows: who, which agency days, and the period's figures. */
export type StatementSummary = StatementHead & {
  /** The owner's language: the statement's papers (PDF, CSV, e-mail) are written in it; the page and the JSON stay as they are. */
  language: Language;
  /** The period as instants: entries with start <= date < end. */
  start: Date;
  end: Date;
};

/**
 * The owner statement's head for the agency days `from`..`to` (inclusive, in
 * APP_TIME_ZONE; without them, last calendar month): the addressee, the
 * balance brought forward (closing balance of the last entry before the
 * period, found on the index), the period's entry count and totals, and the
 * closing balance, and the period by listing (statementFiguresSql). One
 * statement, so the figures agree with each other whatever is posted
 * meanwhile; the aggregate reads the period's rows in the database and hands
 * back four numbers and a row per listing, whatever the period's size.
 */
export async function getStatementSummary({
  clientId,
  now = new Date(),
  db = prisma,
  ...period
}: {
  clientId: string;
  from?: string;
  to?: string;
  now?: Date;
  db?: Database;
}): Promise<StatementSummary> {
  const timeZone = env().APP_TIME_ZONE;
  const { from, to } = statementPeriod(period, now, timeZone);
  const start = agencyDayOf(from, timeZone).start;
  const end = agencyDayOf(to, timeZone).end;

  const [client, [figures = { opening: null, entries: 0, credits: new Decimal(0), debits: new Decimal(0), listings: null }]] =
    await Promise.all([
      db.client.findUnique({
        where: { id: clientId },
        select: {
          id: true,
          name: true,
          contactFirstName: true,
          contactLastName: true,
          contactEmailAddress: true,
          contactMailingAddress: true,
          language: true,
        },
      }),
      db.$queryRaw<StatementFigures[]>(statementFiguresSql(clientId, start, end)),
    ]);
  if (!client) throw notFound("Client not found.");

  const opening = new Decimal(figures.opening ?? 0);
  return {
    client: {
      _id: client.id,
      name: client.name,
      contactName: fullName({ firstName: client.contactFirstName, lastName: client.contactLastName }),
      contactEmailAddress: client.contactEmailAddress,
      contactMailingAddress: client.contactMailingAddress,
    },
    from,
    to,
    timeZone,
    openingBalance: opening.toFixed(2),
    totalCredits: new Decimal(figures.credits).toFixed(2),
    totalDebits: new Decimal(figures.debits).toFixed(2),
    closingBalance: opening.plus(figures.credits).minus(figures.debits).toFixed(2),
    entryCount: figures.entries,
    listings: (figures.listings ?? []).map(toStatementListing),
    generatedAt: now.toISOString(),
    language: languageOr(client.language, env().AGENCY_LANGUAGE),
    start,
    end,
  };
}

interface StatementFigures {
  opening: Prisma.Decimal | null;
  entries: number;
  credits: Prisma.Decimal;
  debits: Prisma.Decimal;
  /** json_agg of the groups (amounts as text, so no float ever holds them); null without entries. */
  listings:
    { listingId: string | null; name: string | null; rent: string; income: string; fees: string; charges: string; net: string }[] | null;
}

/**
 * The statement's figures in one SQL statement over the period's entries,
 * found on the (client_id, date, sequence) index (never the whole ledger):
 * the balance brought forward, the count and totals, and the sums by listing
 * (issue 43 §4). Each entry is tied to a listing by its `rent_postings` row
 * (share rent | management_fee | late_fee | deposit_deduction, lease →
 * listing; a reversal the system posts carries the same row) or, for a
 * charge to the owner, by its `service_order_charges` row (service order →
 * listing; a reversal by hand through the entry it reverses). Each is a
 * primary-key lookup per entry (LATERAL: with plain joins the planner hashed
 * the whole `listings` and `service_order_charges` for a year's period), and
 * so is each group's listing name. Amounts are signed by column (credit +,
 * debit −), so a reversal cancels what it reverses; fees and charges are
 * shown as amounts taken (−sum). Entries tied to no listing make the "Other"
 * group, split into income and charges by the column they were first posted
 * in (a reversal is posted in the other).
 */
export function statementFiguresSql(clientId: string, start: Date, end: Date): Prisma.Sql {
  return Prisma.sql`
    WITH period AS MATERIALIZED (
      SELECT id, "column", value, reverses_id FROM account_transactions
       WHERE client_id = ${clientId}::uuid AND date >= ${start}::timestamptz AND date < ${end}::timestamptz
    ), tagged AS (
      -- LATERAL: a primary-key lookup per entry of the period, never a hash of a whole table.
      SELECT CASE WHEN p."column" = 'credit' THEN p.value ELSE -p.value END AS signed,
             r.share,
             s.listing_id IS NOT NULL AS repair,
             (p."column" = 'credit') = (p.reverses_id IS NULL) AS income,
             coalesce(r.listing_id, s.listing_id) AS listing_id
        FROM period p
        LEFT JOIN LATERAL (
          SELECT rp.share, l.listing_id FROM rent_postings rp JOIN leases l ON l.id = rp.lease_id WHERE rp.transaction_id = p.id
        ) r ON true
        LEFT JOIN LATERAL (
          SELECT so.listing_id FROM service_order_charges soc JOIN service_orders so ON so.id = soc.service_order_id
           WHERE r.share IS NULL AND soc.transaction_id = coalesce(p.reverses_id, p.id)
        ) s ON true
    ), groups AS (
      SELECT listing_id,
             coalesce(sum(signed) FILTER (WHERE share = 'rent'), 0) AS rent,
             coalesce(sum(signed) FILTER (WHERE share IN ('late_fee', 'deposit_deduction') OR (share IS NULL AND NOT repair AND income)), 0) AS income,
             coalesce(-sum(signed) FILTER (WHERE share = 'management_fee'), 0) AS fees,
             coalesce(-sum(signed) FILTER (WHERE repair OR (share IS NULL AND NOT repair AND NOT income)), 0) AS charges,
             sum(signed) AS net
        FROM tagged GROUP BY listing_id
    )
    SELECT
      (SELECT closing_balance FROM account_transactions
        WHERE client_id = ${clientId}::uuid AND date < ${start}::timestamptz
        ORDER BY date DESC, sequence DESC LIMIT 1) AS opening,
      (SELECT count(*)::int FROM period) AS entries,
      (SELECT coalesce(sum(value) FILTER (WHERE "column" = 'credit'), 0) FROM period) AS credits,
      (SELECT coalesce(sum(value) FILTER (WHERE "column" = 'debit'), 0) FROM period) AS debits,
      (SELECT json_agg(json_build_object(
                'listingId', g.listing_id, 'name', g.name, 'rent', g.rent::text, 'income', g.income::text,
                'fees', g.fees::text, 'charges', g.charges::text, 'net', g.net::text)
              ORDER BY g.listing_id IS NULL, g.name, g.listing_id)
         FROM (SELECT groups.*, (SELECT property_name FROM listings WHERE id = groups.listing_id) AS name FROM groups) g) AS listings`;
}

const toMoney = (text: string) => new Decimal(text).toFixed(2);

function toStatementListing(group: NonNullable<StatementFigures["listings"]>[number]): StatementListingDto {
  return {
    listing: group.listingId ? { _id: group.listingId, name: group.name ?? "" } : null,
    rentCollected: toMoney(group.rent),
    otherIncome: toMoney(group.income),
    managementFees: toMoney(group.fees),
    charges: toMoney(group.charges),
    net: toMoney(group.net),
  };
}

/**
 * One page of the owner statement: the summary of the whole period and the
 * entries `skip`..`skip + limit` in ledger order. The page's entry numbers are
 * found by an index-only walk of (client_id, date, sequence) — OFFSET skips
 * index entries, not rows — and only those entries are read. Each entry carries
 * its stored closing balance, so a page's running balance is right wherever it
 * starts: the balance brought onto the page is its first entry's closing
 * balance less that entry's own amount.
 */
export async function getStatement({
  skip = 0,
  limit = STATEMENT_PAGE_SIZE,
  db = prisma,
  ...rest
}: {
  clientId: string;
  from?: string;
  to?: string;
  skip?: number;
  limit?: number;
  now?: Date;
  db?: Database;
}): Promise<StatementDto> {
  const summary = await getStatementSummary({ ...rest, db });
  const page = await db.$queryRaw<{ sequence: bigint }[]>`
    SELECT sequence FROM account_transactions
    WHERE client_id = ${summary.client._id}::uuid AND date >= ${summary.start}::timestamptz AND date < ${summary.end}::timestamptz
    ORDER BY date, sequence OFFSET ${skip}::int LIMIT ${limit}::int`;
  const rows = page.length
    ? await db.accountTransaction.findMany({
        where: { sequence: { in: page.map((row) => row.sequence) } },
        include: transactionRelations,
        orderBy: [{ date: "asc" }, { sequence: "asc" }],
      })
    : [];
  const entries = rows.map(toTransactionDto);
  return pageOf(summary, entries, skip, limit);
}

/** The summary with one page of entries, and the balances either side of the page. */
export function pageOf(summary: StatementSummary, entries: TransactionDto[], skip: number, limit: number): StatementDto {
  const head = statementHead(summary);
  const first = entries[0];
  const last = entries.at(-1);
  const pageOpening = first
    ? new Decimal(first.closingBalance).minus(signedValue(first.column, first.value)).toFixed(2)
    : skip === 0
      ? summary.openingBalance
      : summary.closingBalance;
  return {
    ...head,
    skip,
    limit,
    pageOpeningBalance: pageOpening,
    pageClosingBalance: last ? last.closingBalance : pageOpening,
    entries,
  };
}

/**
 * Every entry of the statement's period in ledger order, a batch at a time:
 * each batch is one indexed query that starts after the last (date, sequence)
 * of the one before (a keyset, so the thousandth batch costs what the first
 * does). Memory holds one batch. Entries posted while the walk runs appear if
 * they sort after where it has reached.
 */
export async function* statementEntries(
  summary: Pick<StatementSummary, "client" | "start" | "end">,
  { batchSize = STATEMENT_BATCH_SIZE, db = prisma }: { batchSize?: number; db?: Database } = {},
): AsyncGenerator<TransactionDto[]> {
  let after: { date: Date; sequence: bigint } | null = null;
  for (;;) {
    const rows: Awaited<ReturnType<typeof readBatch>> = await readBatch(after);
    if (rows.length) yield rows.map(toTransactionDto);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { date: last.date, sequence: last.sequence };
  }

  function readBatch(cursor: { date: Date; sequence: bigint } | null) {
    return db.accountTransaction.findMany({
      where: {
        clientId: summary.client._id,
        date: { gte: summary.start, lt: summary.end },
        ...(cursor ? { OR: [{ date: { gt: cursor.date } }, { date: cursor.date, sequence: { gt: cursor.sequence } }] } : {}),
      },
      include: transactionRelations,
      orderBy: [{ date: "asc" }, { sequence: "asc" }],
      take: batchSize,
    });
  }
}

/** The summary as the API shows it (without the period's instants). */
export function statementHead(summary: StatementSummary): StatementHead {
  const head: Partial<StatementSummary> = { ...summary };
  delete head.start;
  delete head.end;
  delete head.language;
  return head as StatementHead;
}

/** The period asked for, or last calendar month of the agency's today. */
export function statementPeriod(period: { from?: string; to?: string }, now: Date, timeZone: string): { from: string; to: string } {
  return period.from && period.to ? { from: period.from, to: period.to } : lastCalendarMonth(agencyDay(now, timeZone).date);
}
