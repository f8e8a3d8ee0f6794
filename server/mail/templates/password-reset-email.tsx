import { Heading, Link, Text } from "@react-email/components";
import { EMAIL_COLORS, EmailButton, EmailLayout, emailText } from "./email-layout";

/**
 * "Forgot your password?" (issue 29 §3.4): the link that sets a new password.
 * It carries the token in the address's fragment (#token=…), which browsers
 * never send to a server nor in a Referer; opening it changes nothing (mail
 * scanners open links too) — the page's form does.
 */
export const PASSWORD_RESET_SUBJECT = "Set a new password for the Agency Console";

export function PasswordResetEmail({
  firstName,
  resetUrl,
  forgotUrl,
  minutes,
}: {
  firstName: string;
  resetUrl: string;
  forgotUrl: string;
  minutes: number;
}) {
  return (
    <EmailLayout
      preview={`Someone asked to set a new password for your account. The link works once, for ${minutes} minutes.`}
      footer={
        <>
          You get this because someone asked for a new password for your Agency Console account at the sign-in page. If it was not you,
          ignore it: your password stays as it is.
        </>
      }
    >
      <Heading as="h1" style={{ margin: "0 0 12px", fontSize: "20px", lineHeight: "28px", fontWeight: 600, color: EMAIL_COLORS.text }}>
        Set a new password
      </Heading>
      <Text style={emailText}>Hello {firstName},</Text>
      <Text style={emailText}>
        Someone — we hope you — asked to set a new password for your account. The button below works once, for {minutes} minutes. Setting
        the password signs you out everywhere and turns off your calendar feed URL (make a new one on the Calendar page).
      </Text>
      <EmailButton href={resetUrl}>Set a new password</EmailButton>
      <Text style={{ ...emailText, fontSize: "12px", lineHeight: "18px", wordBreak: "break-all" }}>
        Or open this address:{" "}
        <Link href={resetUrl} style={{ color: EMAIL_COLORS.brand }}>
          {resetUrl}
        </Link>
      </Text>
      <Text style={emailText}>
        The link has expired or was used already?{" "}
        <Link href={forgotUrl} style={{ color: EMAIL_COLORS.brand }}>
          Ask for a new one
        </Link>
        .
      </Text>
    </EmailLayout>
  );
}
