import { ReceiptPercentIcon } from "@heroicons/react/24/outline";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AgencyFeesReportView } from "@/components/reports/agency-fees-report-view";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { PageHeader } from "@/components/ui/page-header";
import { todayIn } from "@/lib/domain/agency-time";
import { monthOf } from "@/lib/domain/rent";
import { requirePageSession, REPORTS_ACCESS } from "@/server/auth/page-session";
import { env } from "@/server/env";

export async function generateMetadata() {
  const t = await getTranslations("reports");
  return { title: t("fees.title") };
}

/** PRODUCT.md#rent "Reports": admins; the month and the page live in the address. */
export default async function AgencyFeesReportPage() {
  await requirePageSession(REPORTS_ACCESS);
  const t = await getTranslations("reports");
  return (
    <>
      <PageHeader title={t("fees.title")} icon={ReceiptPercentIcon} subtitle={t("fees.subtitle")} />
      <ScreenMessages namespaces={["reports"]}>
        <Suspense>
          <AgencyFeesReportView currentMonth={monthOf(todayIn(env().APP_TIME_ZONE))} />
        </Suspense>
      </ScreenMessages>
    </>
  );
}
