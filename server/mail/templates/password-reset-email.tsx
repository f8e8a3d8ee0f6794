import { Heading, Link, Text } from "@react-email/components";
import type { Language } from "@/lib/i18n/languages";
import type { Translator } from "@/server/i18n/translator";
import { EMAIL_COLORS, EmailButton, EmailLayout, emailText } from "./email-layout";

/**
 * "Forgot your password?" (issue 29 §3.4): the link that sets a new password,
 * in the person's language (`t`, messages "passwordReset.*").
 * It carries the token in the address's fragment (#token=…), which browsers
 * never send to a server nor in a Referer; opening it changes nothing (mail
 * scanners open links too) — the page's form does.
 */
export function passwordResetSubject(t: Translator): string {
  return t("passwordReset.subject");
}

export function PasswordResetEmail({
  t,
  language,
  firstName,
  resetUrl,
  forgotUrl,
  minutes,
}: {
  t: Translator;
  language: Language;
  firstName: string;
  resetUrl: string;
  forgotUrl: string;
  minutes: number;
}) {
  return (
    <EmailLayout language={language} preview={t("passwordReset.preview", { minutes })} footer={t("passwordReset.footer")}>
      <Heading as="h1" style={{ margin: "0 0 12px", fontSize: "20px", lineHeight: "28px", fontWeight: 600, color: EMAIL_COLORS.text }}>
        {t("passwordReset.title")}
      </Heading>
      <Text style={emailText}>{t("passwordReset.hello", { firstName })}</Text>
      <Text style={emailText}>{t("passwordReset.body", { minutes })}</Text>
      <EmailButton href={resetUrl}>{t("passwordReset.button")}</EmailButton>
      <Text style={{ ...emailText, fontSize: "12px", lineHeight: "18px", wordBreak: "break-all" }}>
        {t("passwordReset.orOpen")}{" "}
        <Link href={resetUrl} style={{ color: EMAIL_COLORS.brand }}>
          {resetUrl}
        </Link>
      </Text>
      <Text style={emailText}>
        {t.rich("passwordReset.expired", {
          ask: (chunks) => (
            <Link href={forgotUrl} style={{ color: EMAIL_COLORS.brand }}>
              {chunks}
            </Link>
          ),
        })}
      </Text>
    </EmailLayout>
  );
}
