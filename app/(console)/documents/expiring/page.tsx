import { DocumentTextIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ExpiringDocumentsList } from "@/components/documents/expiring-documents-list";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { DOCUMENT_EXPIRY_DAYS } from "@/server/documents/find-expiring-documents";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("activity");
  return { title: t("expiringDocuments.title") };
}

/** PRODUCT.md#documents: every document the dashboard's "Documents expiring" counts, one page at a time; both roles. */
export default async function ExpiringDocumentsPage() {
  await requirePageSession();
  const t = await getTranslations("activity");
  return (
    <>
      <PageHeader
        title={t("expiringDocuments.title")}
        icon={DocumentTextIcon}
        subtitle={t("expiringDocuments.subtitle", { days: DOCUMENT_EXPIRY_DAYS })}
      />
      <ScreenMessages namespaces={["documents"]}>
        <Suspense>
          <ExpiringDocumentsList />
        </Suspense>
      </ScreenMessages>
    </>
  );
}
