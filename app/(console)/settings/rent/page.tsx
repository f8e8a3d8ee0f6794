import { Cog6ToothIcon } from "@heroicons/react/24/outline";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { RentSettingsForm } from "@/components/rent-settings/rent-settings-form";
import { PageHeader } from "@/components/ui/page-header";
import { RENT_SETTINGS_ACCESS, requirePageSession } from "@/server/auth/page-session";
import { getRentSettings } from "@/server/rent-settings/get-rent-settings";

export async function generateMetadata() {
  const t = await getTranslations("rentSettings");
  return { title: t("meta.title") };
}

/** The agency's management fee and late-fee policy (admins; PRODUCT.md#rent "Rent settings"). */
export default async function RentSettingsPage() {
  await requirePageSession(RENT_SETTINGS_ACCESS);
  const settings = await getRentSettings();
  const t = await getTranslations("rentSettings");
  return (
    <div className="max-w-4xl">
      <PageHeader title={t("title")} icon={Cog6ToothIcon} subtitle={t("subtitle")} />
      <ScreenMessages namespaces={["api", "rentSettings"]}>
        <RentSettingsForm settings={settings} />
      </ScreenMessages>
    </div>
  );
}
