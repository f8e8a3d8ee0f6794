import { PlusCircleIcon } from "@heroicons/react/24/outline";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { LeaseForm } from "@/components/leases/lease-form";
import { PageHeader } from "@/components/ui/page-header";
import { todayIn } from "@/lib/domain/agency-time";
import { idSchema } from "@/lib/schemas/common";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";
import { getRentSettings } from "@/server/rent-settings/get-rent-settings";

export async function generateMetadata() {
  const t = await getTranslations("leases");
  return { title: t("meta.new") };
}

/** ?listing=<id> (the listing page's New lease) preselects the listing. */
export default async function NewLeasePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageSession();
  const t = await getTranslations("leases");
  const query = await searchParams;
  const parsed = idSchema.safeParse(Array.isArray(query.listing) ? query.listing[0] : query.listing);
  return (
    <ScreenMessages namespaces={["api", "leases", "rentSettings"]}>
      <PageHeader title={t("page.newTitle")} icon={PlusCircleIcon} subtitle={t("page.required")} />
      <LeaseForm listing={parsed.success ? parsed.data : undefined} today={todayIn(env().APP_TIME_ZONE)} agency={await getRentSettings()} />
    </ScreenMessages>
  );
}
