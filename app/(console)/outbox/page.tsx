import { InboxArrowDownIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { OutboxList } from "@/components/outbox/outbox-list";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { mailDelivers } from "@/server/mail/mail-config";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("outbox");
  return { title: t("title") };
}

/** Admins read every message and may download or send one again; a specialist reads the messages they caused (issue 44). */
export default async function OutboxPage() {
  const session = await requirePageSession();
  const admin = session.user.role === "admin";
  const t = await getTranslations("outbox");
  const subtitle = t("subtitle", { scope: admin ? "all" : "own", delivers: mailDelivers() ? "yes" : "no" });
  return (
    <ScreenMessages namespaces={["outbox"]}>
      <PageHeader title={t("title")} icon={InboxArrowDownIcon} subtitle={subtitle} />
      <Suspense>
        <OutboxList manage={admin} />
      </Suspense>
    </ScreenMessages>
  );
}
