import { ExclamationTriangleIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { StatementDocument } from "@/components/accounts/statement-document";
import { singleParam, statementPeriodProblem } from "@/components/accounts/statement-period";
import { StatementToolbar } from "@/components/accounts/statement-toolbar";
import { EmptyState } from "@/components/ui/empty-state";
import { LetterPageStyle } from "@/components/ui/letter-page-style";
import { AGENCY } from "@/lib/domain/agency";
import { periodLabel } from "@/lib/domain/statement-period";
import { STATEMENT_PAGE_SIZE, statementQuerySchema } from "@/lib/schemas/statement";
import { getStatement } from "@/server/accounts/get-statement";
import { requirePageSession } from "@/server/auth/page-session";
import { cspNonce } from "@/server/http/nonce";
import { loadOrNotFound } from "@/server/pages";

export const metadata: Metadata = { title: "Owner statement" };

/** `?page=` as a page number (1 when absent or not one); the API bounds skip at a million entries. */
function pageNumber(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, Math.floor(1_000_000 / STATEMENT_PAGE_SIZE)) : 1;
}

/** The owner statement for `?from&to` (agency days), or last calendar month without them; `?page` for a long period. */
export default async function StatementPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePageSession();
  const { id } = await params;
  const raw = await searchParams;
  const query = statementQuerySchema.safeParse({ from: singleParam(raw.from), to: singleParam(raw.to) });
  const period = query.success ? { from: query.data.from, to: query.data.to } : {};
  const skip = (pageNumber(singleParam(raw.page)) - 1) * STATEMENT_PAGE_SIZE;
  const statement = await loadOrNotFound(id, (clientId) => getStatement({ clientId, ...period, skip, limit: STATEMENT_PAGE_SIZE }));

  if (!query.success) {
    return (
      <>
        <StatementToolbar clientId={id} from={statement.from} to={statement.to} printable={false} />
        <div className="mx-auto max-w-4xl space-y-4">
          <h1 className="text-xl/7 font-semibold tracking-tight text-slate-900">Owner statement · {statement.client.name}</h1>
          <EmptyState icon={ExclamationTriangleIcon} title="This period cannot be shown.">
            <p role="alert">{statementPeriodProblem(query.error.issues)} Choose the dates again above.</p>
          </EmptyState>
        </div>
      </>
    );
  }

  return (
    <>
      <LetterPageStyle nonce={await cspNonce()} />
      <StatementToolbar
        clientId={id}
        from={statement.from}
        to={statement.to}
        printable
        email={{ address: statement.client.contactEmailAddress, periodLabel: periodLabel(statement.from, statement.to) }}
      />
      <StatementDocument statement={statement} agency={AGENCY} />
    </>
  );
}
