import { ArrowUpTrayIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { ImportFlow } from "@/components/imports/import-flow";
import { ImportHistory } from "@/components/imports/import-history";
import { PageHeader } from "@/components/ui/page-header";
import { IMPORT_KINDS, type ImportKind } from "@/lib/domain/import-fields";
import type { Role } from "@/lib/domain/enums";
import { requirePageSession } from "@/server/auth/page-session";
import { formatBytes } from "@/lib/domain/file-size";
import { env } from "@/server/env";
import { mayImport } from "@/server/imports/import-access";

export const metadata: Metadata = { title: "Import" };

/** Bring your data (issue 31): the import flow, then the history of imports with Undo. `?kind=` picks what the file holds. */
export default async function ImportPage({ searchParams }: { searchParams: Promise<{ kind?: string | string[] }> }) {
  const session = await requirePageSession();
  const actor = { id: session.user.id, name: "", role: session.user.role as Role };
  const kinds = IMPORT_KINDS.filter((kind) => mayImport(actor, kind));
  const asked = (await searchParams).kind;
  const initialKind = kinds.find((kind) => kind === asked) ?? (kinds[0] as ImportKind);
  return (
    <>
      <PageHeader
        title="Import"
        icon={ArrowUpTrayIcon}
        subtitle="Bring clients, service providers, listings, tenants, leases and opening balances in from a spreadsheet"
      />
      <div className="space-y-6">
        <ImportFlow
          kinds={kinds}
          initialKind={initialKind}
          role={actor.role}
          limits={`CSV or Excel (.xlsx), up to ${formatBytes(env().IMPORT_MAX_BYTES)} and 50,000 rows. The first row names the columns.`}
        />
        <ImportHistory />
      </div>
    </>
  );
}
