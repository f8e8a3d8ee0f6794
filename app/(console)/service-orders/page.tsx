import { ClipboardDocumentListIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ServiceOrderBoard } from "@/components/service-orders/service-order-board";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("serviceOrders");
  return { title: t("list.title") };
}

export default async function ServiceOrdersPage() {
  await requirePageSession();
  const t = await getTranslations("serviceOrders.list");
  return (
    <ScreenMessages namespaces={["finder", "serviceOrders"]}>
      <PageHeader
        title={t("title")}
        icon={ClipboardDocumentListIcon}
        subtitle={t("subtitle")}
        addHref="/service-orders/service-order-details"
        addLabel={t("addLabel")}
      />
      <ServiceOrderBoard />
    </ScreenMessages>
  );
}
