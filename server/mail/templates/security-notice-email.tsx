import { Heading, Link, Text } from "@react-email/components";
import type { Language } from "@/lib/i18n/languages";
import type { Translator } from "@/server/i18n/translator";
import { EMAIL_COLORS, EmailLayout, emailText } from "./email-layout";

/**
 * A change to how a person signs in (server/second-factor/security-notice.ts): what changed, when, from
 * whom, and what to do when it was not them — in the person's language (`t`, messages "securityNotice.*").
 */
export function SecurityNoticeEmail({
  t,
  language,
  firstName,
  headline,
  detail,
  when,
  by,
  profileUrl,
}: {
  t: Translator;
  language: Language;
  firstName: string;
  headline: string;
  detail: string;
  when: string;
  by: string;
  profileUrl: string;
}) {
  return (
    <EmailLayout language={language} preview={t("securityNotice.preview", { headline })} footer={t("securityNotice.footer")}>
      <Heading as="h1" style={{ margin: "0 0 12px", fontSize: "20px", lineHeight: "28px", fontWeight: 600, color: EMAIL_COLORS.text }}>
        {headline}
      </Heading>
      <Text style={emailText}>{t("securityNotice.hello", { firstName })}</Text>
      <Text style={emailText}>{t("securityNotice.what", { detail, when, by })}</Text>
      <Text style={emailText}>
        {t.rich("securityNotice.advice", {
          profile: (chunks) => (
            <Link href={profileUrl} style={{ color: EMAIL_COLORS.brand }}>
              {chunks}
            </Link>
          ),
        })}
      </Text>
    </EmailLayout>
  );
}
