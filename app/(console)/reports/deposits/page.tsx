import { LockClosedIcon } from "@heroicons/react/24/outline";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { DepositsReportView } from "@/components/reports/deposits-report-view";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession, REPORTS_ACCESS } from "@/server/auth/page-session";

export async function generateMetadata() {
  const t = await getTranslations("reports");
  return { title: t("deposits.title") };
}

/** PRODUCT.md#rent "Reports": admins; the page lives in the address. */
export default async function DepositsReportPage() {
  await requirePageSession(REPORTS_ACCESS);
  const t = await getTranslations("reports");
  return (
    <>
      <PageHeader title={t("deposits.title")} icon={LockClosedIcon} subtitle={t("deposits.subtitle")} />
      <ScreenMessages namespaces={["reports"]}>
        <Suspense>
          <DepositsReportView />
        </Suspense>
      </ScreenMessages>
    </>
  );
}
