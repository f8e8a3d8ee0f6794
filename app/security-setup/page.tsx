import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthFrame } from "@/components/auth/auth-frame";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { IconSprite } from "@/components/ui/icon-sprite";
import { SecuritySetup } from "@/components/users/sign-in-security/security-setup";
import { getPageSession } from "@/server/auth/page-session";
import { toUserInfo } from "@/server/users/user-info";

export const metadata: Metadata = { title: "Set up your second step" };

/**
 * Where a person the agency's policy requires a second step of, and who has none yet, lands after the password
 * (PRODUCT.md#sign-in-security): the profile's set-up, outside the console (every other page sends them here),
 * with Sign out, and Continue to the dashboard once one is set up.
 */
export default async function SecuritySetupPage() {
  // Not requirePageSession: it sends a person who must still set up a second step here.
  const session = await getPageSession();
  if (!session) redirect("/login?expired=1");
  const user = toUserInfo(session.user);
  return (
    <AuthFrame
      wide
      title="ONE MORE STEP"
      lead="The agency requires a second sign-in step for your account. Add a passkey or an authenticator app to continue."
    >
      <IconSprite />
      <ScreenMessages namespaces={["users"]}>
        <SecuritySetup email={user.email} />
      </ScreenMessages>
    </AuthFrame>
  );
}
