import { PlusCircleIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ServiceOrderForm } from "@/components/service-orders/service-order-form";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { PageHeader } from "@/components/ui/page-header";
import { idSchema } from "@/lib/schemas/common";
import { agencyDay } from "@/lib/domain/agency-time";
import { env } from "@/server/env";
import { requirePageSession } from "@/server/auth/page-session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("serviceOrders");
  return { title: t("pages.new") };
}

const idOrUndefined = (value: string | string[] | undefined) => {
  const parsed = idSchema.safeParse(Array.isArray(value) ? value[0] : value);
  return parsed.success ? parsed.data : undefined;
};

/** ?listing=<id> (the listing page's 'add' link) and ?provider=<id> preselect those fields. */
export default async function NewServiceOrderPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePageSession();
  const query = await searchParams;
  const preset = { listingRef: idOrUndefined(query.listing), serviceProviderRef: idOrUndefined(query.provider) };
  const t = await getTranslations("serviceOrders.pages");
  return (
    <ScreenMessages namespaces={["api", "serviceOrders"]}>
      <PageHeader title={t("new")} icon={PlusCircleIcon} subtitle={t("requiredNote")} />
      <ServiceOrderForm preset={preset} today={agencyDay(new Date(), env().APP_TIME_ZONE).date} />
    </ScreenMessages>
  );
}
