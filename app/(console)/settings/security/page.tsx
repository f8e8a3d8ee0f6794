import { ShieldCheckIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { SecuritySettings } from "@/components/security-settings/security-settings-form";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession, SECURITY_SETTINGS_ACCESS } from "@/server/auth/page-session";

export const metadata: Metadata = { title: "Sign-in security" };

/** Who must use a second sign-in step (admins; PRODUCT.md#sign-in-security "Policy"). */
export default async function SecuritySettingsPage() {
  await requirePageSession(SECURITY_SETTINGS_ACCESS);
  return (
    <div className="max-w-4xl">
      <PageHeader
        title="Sign-in security"
        icon={ShieldCheckIcon}
        subtitle="Who must confirm it's them with a second step after the password."
      />
      <SecuritySettings />
    </div>
  );
}
