import { LockClosedIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { Suspense } from "react";
import { DepositsReportView } from "@/components/reports/deposits-report-view";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession, REPORTS_ACCESS } from "@/server/auth/page-session";

export const metadata: Metadata = { title: "Deposits held" };

/** PRODUCT.md#rent "Reports": admins; the page lives in the address. */
export default async function DepositsReportPage() {
  await requirePageSession(REPORTS_ACCESS);
  return (
    <>
      <PageHeader title="Deposits held" icon={LockClosedIcon} subtitle="What the agency holds of each lease's security deposit" />
      <Suspense>
        <DepositsReportView />
      </Suspense>
    </>
  );
}
