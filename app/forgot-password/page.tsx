import type { Metadata } from "next";
import { AuthFrame } from "@/components/auth/auth-frame";
import { ForgotPassword } from "@/components/auth/forgot-password-form";
import { FORGOT_PASSWORD_LEAD, FORGOT_PASSWORD_LEAD_NO_MAIL } from "@/lib/schemas/password-reset";
import { mailDelivers } from "@/server/mail/mail-config";

export const metadata: Metadata = { title: "Forgot your password?", robots: { index: false } };

/**
 * "Forgot your password?" (issue 29 §3.4): public; the same answer for every address. With no mail server set up
 * (issue 44) it says from the start that an administrator finds the link in the Outbox.
 */
export default function ForgotPasswordPage() {
  const delivers = mailDelivers();
  return (
    <AuthFrame title="NEW PASSWORD" lead={delivers ? FORGOT_PASSWORD_LEAD : FORGOT_PASSWORD_LEAD_NO_MAIL}>
      <ForgotPassword mailDelivers={delivers} />
    </AuthFrame>
  );
}
