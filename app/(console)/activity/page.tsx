import { ClockIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ActivityLog } from "@/components/history/activity-log";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { PageHeader } from "@/components/ui/page-header";
import { ACTIVITY_ACCESS, requirePageSession } from "@/server/auth/page-session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("activity");
  return { title: t("title") };
}

export default async function ActivityPage() {
  await requirePageSession(ACTIVITY_ACCESS);
  const t = await getTranslations("activity");
  return (
    <>
      <PageHeader title={t("title")} icon={ClockIcon} subtitle={t("subtitle")} />
      <ScreenMessages namespaces={["history"]}>
        <ActivityLog />
      </ScreenMessages>
    </>
  );
}
