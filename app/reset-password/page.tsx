import type { Metadata } from "next";
import { AuthFrame } from "@/components/auth/auth-frame";
import { ResetPassword } from "@/components/auth/reset-password-form";

// The link's token is in the fragment, which no request carries; no-referrer all the same.
export const metadata: Metadata = { title: "Set a new password", robots: { index: false }, referrer: "no-referrer" };

/** Where a "Forgot your password?" e-mail's link lands (public): the new password, twice. */
export default function ResetPasswordPage() {
  return (
    <AuthFrame title="NEW PASSWORD" lead="Choose a new password for your account.">
      <ResetPassword />
    </AuthFrame>
  );
}
