import { PencilSquareIcon } from "@heroicons/react/24/outline";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { LeaseForm } from "@/components/leases/lease-form";
import { PageHeader } from "@/components/ui/page-header";
import { todayIn } from "@/lib/domain/agency-time";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";
import { getRentSettings } from "@/server/rent-settings/get-rent-settings";
import { getLease } from "@/server/leases/get-lease";
import { loadOrNotFound } from "@/server/pages";

export async function generateMetadata() {
  const t = await getTranslations("leases");
  return { title: t("meta.edit") };
}

export default async function EditLeasePage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const t = await getTranslations("leases");
  const lease = await loadOrNotFound((await params).id, (id) => getLease(id));
  return (
    <ScreenMessages namespaces={["api", "leases", "rentSettings"]}>
      <PageHeader
        title={t("page.editTitle", { name: lease.listingRef.propertyName })}
        icon={PencilSquareIcon}
        subtitle={t("page.required")}
      />
      <LeaseForm lease={lease} today={todayIn(env().APP_TIME_ZONE)} agency={await getRentSettings()} />
    </ScreenMessages>
  );
}
