import { ReceiptPercentIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { Suspense } from "react";
import { AgencyFeesReportView } from "@/components/reports/agency-fees-report-view";
import { PageHeader } from "@/components/ui/page-header";
import { todayIn } from "@/lib/domain/agency-time";
import { monthOf } from "@/lib/domain/rent";
import { requirePageSession, REPORTS_ACCESS } from "@/server/auth/page-session";
import { env } from "@/server/env";

export const metadata: Metadata = { title: "Agency fees" };

/** PRODUCT.md#rent "Reports": admins; the month and the page live in the address. */
export default async function AgencyFeesReportPage() {
  await requirePageSession(REPORTS_ACCESS);
  return (
    <>
      <PageHeader title="Agency fees" icon={ReceiptPercentIcon} subtitle="What the agency earned in a month, per owner and lease" />
      <Suspense>
        <AgencyFeesReportView currentMonth={monthOf(todayIn(env().APP_TIME_ZONE))} />
      </Suspense>
    </>
  );
}
