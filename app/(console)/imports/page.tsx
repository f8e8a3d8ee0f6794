import { ArrowUpTrayIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { ImportFlow } from "@/components/imports/import-flow";
import { ImportHistory } from "@/components/imports/import-history";
import { PageHeader } from "@/components/ui/page-header";
import { IMPORT_KINDS, type ImportKind } from "@/lib/domain/import-fields";
import type { Role } from "@/lib/domain/enums";
import { requirePageSession } from "@/server/auth/page-session";
import { formatBytes } from "@/lib/domain/file-size";
import { env } from "@/server/env";
import { mayImport } from "@/server/imports/import-access";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("imports");
  return { title: t("title") };
}

/** Bring your data (issue 31): the import flow, then the history of imports with Undo. `?kind=` picks what the file holds. */
export default async function ImportPage({ searchParams }: { searchParams: Promise<{ kind?: string | string[] }> }) {
  const session = await requirePageSession();
  const actor = { id: session.user.id, name: "", role: session.user.role as Role };
  const kinds = IMPORT_KINDS.filter((kind) => mayImport(actor, kind));
  const asked = (await searchParams).kind;
  const initialKind = kinds.find((kind) => kind === asked) ?? (kinds[0] as ImportKind);
  const t = await getTranslations("imports");
  return (
    <ScreenMessages namespaces={["imports"]}>
      <PageHeader title={t("title")} icon={ArrowUpTrayIcon} subtitle={t("subtitle")} />
      <div className="space-y-6">
        <ImportFlow
          kinds={kinds}
          initialKind={initialKind}
          role={actor.role}
          limits={t("limits", { size: formatBytes(env().IMPORT_MAX_BYTES), rows: 50_000 })}
        />
        <ImportHistory />
      </div>
    </ScreenMessages>
  );
}
