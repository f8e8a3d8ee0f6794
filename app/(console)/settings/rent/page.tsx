import { Cog6ToothIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { RentSettingsForm } from "@/components/rent-settings/rent-settings-form";
import { PageHeader } from "@/components/ui/page-header";
import { RENT_SETTINGS_ACCESS, requirePageSession } from "@/server/auth/page-session";
import { getRentSettings } from "@/server/rent-settings/get-rent-settings";

export const metadata: Metadata = { title: "Rent settings" };

/** The agency's management fee and late-fee policy (admins; PRODUCT.md#rent "Rent settings"). */
export default async function RentSettingsPage() {
  await requirePageSession(RENT_SETTINGS_ACCESS);
  const settings = await getRentSettings();
  return (
    <div className="max-w-4xl">
      <PageHeader
        title="Rent settings"
        icon={Cog6ToothIcon}
        subtitle="The agency's management fee and late fees, for every lease without its own."
      />
      <RentSettingsForm settings={settings} />
    </div>
  );
}
