import { ExclamationTriangleIcon } from "@heroicons/react/24/outline";
import { getTranslations } from "next-intl/server";
import { StatementDocument } from "@/components/accounts/statement-document";
import { singleParam, statementPeriodProblem } from "@/components/accounts/statement-period";
import { StatementToolbar } from "@/components/accounts/statement-toolbar";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { EmptyState } from "@/components/ui/empty-state";
import { LetterPageStyle } from "@/components/ui/letter-page-style";
import { AGENCY } from "@/lib/domain/agency";
import { periodLabel } from "@/lib/domain/statement-period";
import { formatDay } from "@/lib/i18n/day-formats";
import { STATEMENT_PAGE_SIZE, statementQuerySchema } from "@/lib/schemas/statement";
import { getStatement } from "@/server/accounts/get-statement";
import { requirePageSession } from "@/server/auth/page-session";
import { cspNonce } from "@/server/http/nonce";
import { pageLanguage } from "@/server/i18n/request";
import { loadOrNotFound } from "@/server/pages";

export async function generateMetadata() {
  const t = await getTranslations("statement");
  return { title: t("title") };
}

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
  const [t, words, language] = await Promise.all([getTranslations("statement"), getTranslations("accounts"), pageLanguage()]);
  const { id } = await params;
  const raw = await searchParams;
  const query = statementQuerySchema.safeParse({ from: singleParam(raw.from), to: singleParam(raw.to) });
  const period = query.success ? { from: query.data.from, to: query.data.to } : {};
  const skip = (pageNumber(singleParam(raw.page)) - 1) * STATEMENT_PAGE_SIZE;
  const statement = await loadOrNotFound(id, (clientId) => getStatement({ clientId, ...period, skip, limit: STATEMENT_PAGE_SIZE }));

  if (!query.success) {
    return (
      <>
        <ScreenMessages namespaces={["accounts"]}>
          <StatementToolbar clientId={id} from={statement.from} to={statement.to} printable={false} />
        </ScreenMessages>
        <div className="mx-auto max-w-4xl space-y-4">
          <h1 className="text-xl/7 font-semibold tracking-tight text-slate-900">
            {words("statement.heading", { title: t("title"), name: statement.client.name })}
          </h1>
          <EmptyState icon={ExclamationTriangleIcon} title={words("statementPeriod.cannotShow")}>
            <p role="alert">
              {words("statementPeriod.again", { problem: words(`statementPeriod.${statementPeriodProblem(query.error.issues)}`) })}
            </p>
          </EmptyState>
        </div>
      </>
    );
  }

  return (
    <>
      <LetterPageStyle nonce={await cspNonce()} />
      <ScreenMessages namespaces={["accounts"]}>
        <StatementToolbar
          clientId={id}
          from={statement.from}
          to={statement.to}
          printable
          email={{
            address: statement.client.contactEmailAddress,
            periodLabel:
              language === "en"
                ? periodLabel(statement.from, statement.to)
                : t("periodRange", { from: formatDay(statement.from, language), to: formatDay(statement.to, language) }),
          }}
        />
      </ScreenMessages>
      <ScreenMessages namespaces={["statement", "accounts"]}>
        <StatementDocument statement={statement} agency={AGENCY} />
      </ScreenMessages>
    </>
  );
}
