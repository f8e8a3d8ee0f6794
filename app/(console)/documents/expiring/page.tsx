import { DocumentTextIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { Suspense } from "react";
import { ExpiringDocumentsList } from "@/components/documents/expiring-documents-list";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { DOCUMENT_EXPIRY_DAYS } from "@/server/documents/find-expiring-documents";

export const metadata: Metadata = { title: "Documents expiring" };

/** PRODUCT.md#documents: every document the dashboard's "Documents expiring" counts, one page at a time; both roles. */
export default async function ExpiringDocumentsPage() {
  await requirePageSession();
  return (
    <>
      <PageHeader
        title="Documents expiring"
        icon={DocumentTextIcon}
        subtitle={`Expired, or expiring within ${DOCUMENT_EXPIRY_DAYS} days — soonest first`}
      />
      <Suspense>
        <ExpiringDocumentsList />
      </Suspense>
    </>
  );
}
