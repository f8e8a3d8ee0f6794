import type { Metadata } from "next";
import { AuthFrame } from "@/components/auth/auth-frame";
import { ForgotPassword } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Forgot your password?", robots: { index: false } };

/** "Forgot your password?" (issue 29 §3.4): public; the same answer for every address. */
export default function ForgotPasswordPage() {
  return (
    <AuthFrame title="NEW PASSWORD" lead="Type the e-mail you sign in with. We will send a link to set a new password.">
      <ForgotPassword />
    </AuthFrame>
  );
}
