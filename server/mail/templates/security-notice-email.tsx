import { Heading, Link, Text } from "@react-email/components";
import { EMAIL_COLORS, EmailLayout, emailText } from "./email-layout";

/**
 * A change to how a person signs in (server/second-factor/security-notice.ts): what changed, when, from
 * whom, and what to do when it was not them.
 */
export function SecurityNoticeEmail({
  firstName,
  headline,
  detail,
  when,
  by,
  profileUrl,
}: {
  firstName: string;
  headline: string;
  detail: string;
  when: string;
  by: string;
  profileUrl: string;
}) {
  return (
    <EmailLayout
      preview={`${headline}. If it was not you, tell your administrator at once.`}
      footer={<>You get this for every change to how you sign in to the Agency Console; it cannot be turned off.</>}
    >
      <Heading as="h1" style={{ margin: "0 0 12px", fontSize: "20px", lineHeight: "28px", fontWeight: 600, color: EMAIL_COLORS.text }}>
        {headline}
      </Heading>
      <Text style={emailText}>Hello {firstName},</Text>
      <Text style={emailText}>
        {detail} ({when}, by {by}).
      </Text>
      <Text style={emailText}>
        If this was not you, tell your administrator at once: they can reset your second sign-in step and end every session of yours. Review
        your sign-in security on{" "}
        <Link href={profileUrl} style={{ color: EMAIL_COLORS.brand }}>
          your profile
        </Link>
        .
      </Text>
    </EmailLayout>
  );
}
