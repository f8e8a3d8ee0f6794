import { Heading, Link, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { zoneAbbreviation } from "@/lib/domain/agency-time";
import { formatUsd } from "@/lib/domain/money";
import { formatClockTime, formatDate, formatDayAs } from "@/lib/i18n/formats";
import type { Language } from "@/lib/i18n/languages";
import type { Translator } from "@/server/i18n/translator";
import { isDigestEmpty, type DigestContent } from "./digest-content";
import { appUrl } from "@/server/mail/mail-config";
import { EMAIL_COLORS, EmailButton, EmailLayout, emailText } from "@/server/mail/templates/email-layout";

/**
 * The daily digest (issue 29 §3.3), in the person's language (`t`, messages "digest.*"): the dashboard's blocks for
 * the person's day — only the ones with something in them — each row a link to its record.
 */
export interface DigestEmailProps {
  t: Translator;
  language: Language;
  firstName: string;
  content: DigestContent;
  digestHour: number;
  /** The page with the unsubscribe button (the List-Unsubscribe header carries the one-click URL). */
  unsubscribeUrl: string;
  /** A test digest, sent on request: says so, and says it when there is nothing. */
  test?: boolean;
}

const COUNTED = ["reminders", "pastDue", "dueSoon", "leases", "documents", "lateRent"] as const;

export function digestSubject(content: DigestContent, t: Translator, language: Language): string {
  const parts = COUNTED.filter((block) => content[block].total > 0).map((block) =>
    t(`digest.count.${block}`, { count: content[block].total }),
  );
  const day = formatDayAs(content.day, language, "weekdayDay");
  return parts.length ? t("digest.subject", { day, summary: parts.join(", ") }) : t("digest.subjectEmpty", { day });
}

function expiryText(t: Translator, language: Language, day: string, daysLeft: number): string {
  const date = formatDayAs(day, language, "day");
  return daysLeft < 0 ? t("digest.expired", { date, daysAgo: -daysLeft }) : t("digest.expires", { date, daysLeft });
}

export function DigestEmail({ t, language, firstName, content, digestHour, unsubscribeUrl, test = false }: DigestEmailProps) {
  const { timeZone } = content;
  const zone = zoneAbbreviation(new Date(), timeZone);
  const at = (iso: string, shape: "dayTime" | "weekdayDay" | "time") => formatDate(iso, timeZone, language, shape);
  const empty = isDigestEmpty(content);
  const date = formatDayAs(content.day, language, "fullDay");
  const intro = test ? (content.everyone ? "introTestEveryone" : "introTest") : content.everyone ? "introEveryone" : "intro";
  const link = (href: string) =>
    function DigestLink(chunks: ReactNode) {
      return (
        <Link href={href} style={{ color: EMAIL_COLORS.brand }}>
          {chunks}
        </Link>
      );
    };
  return (
    <EmailLayout
      language={language}
      preview={digestSubject(content, t, language)}
      footer={t.rich(test ? "digest.footerTest" : "digest.footer", {
        hour: formatClockTime(digestHour, 0, language),
        zone,
        change: link(appUrl("/profile")),
        stop: link(unsubscribeUrl),
      })}
    >
      <Heading as="h1" style={{ margin: "0 0 4px", fontSize: "20px", lineHeight: "28px", fontWeight: 600, color: EMAIL_COLORS.text }}>
        {t("digest.hello", { firstName })}
      </Heading>
      <Text style={{ ...emailText, color: EMAIL_COLORS.muted }}>{t(`digest.${intro}`, { date })}</Text>

      {empty && <Text style={emailText}>{t("digest.nothing")}</Text>}

      <DigestBlock t={t} title={t("digest.reminders")} total={content.reminders.total} viewAll={appUrl("/reminders")}>
        {content.reminders.rows.map((reminder) => (
          <DigestRow
            key={reminder._id}
            href={appUrl(`/reminders/view/${reminder._id}`)}
            title={reminder.name}
            detail={`${reminderTime(reminder, language)} · ${reminder.property.propertyName}`}
          />
        ))}
      </DigestBlock>

      <DigestBlock t={t} title={t("digest.pastDue")} total={content.pastDue.total} viewAll={appUrl("/service-orders")} tone="danger">
        {content.pastDue.rows.map((order) => (
          <DigestRow
            key={order._id}
            href={appUrl(`/service-orders/view/${order._id}`)}
            title={`#${order.orderNumber} ${order.name}`}
            detail={t("digest.wasDue", { due: at(order.dueAt, "dayTime"), listing: order.listing })}
          />
        ))}
      </DigestBlock>

      <DigestBlock t={t} title={t("digest.dueSoon")} total={content.dueSoon.total} viewAll={appUrl("/calendar?view=week")}>
        {content.dueSoon.rows.map((order) => (
          <DigestRow
            key={order._id}
            href={appUrl(`/service-orders/view/${order._id}`)}
            title={`#${order.orderNumber} ${order.name}`}
            detail={t("digest.dueOn", { due: `${at(order.dueAt, "weekdayDay")} · ${at(order.dueAt, "time")}`, listing: order.listing })}
          />
        ))}
      </DigestBlock>

      <DigestBlock
        t={t}
        title={t("digest.leases", { days: String(content.leases.days) })}
        total={content.leases.total}
        viewAll={appUrl("/calendar")}
      >
        {content.leases.rows.map((lease) => (
          <DigestRow
            key={lease._id}
            href={appUrl(`/listings/view/${lease._id}`)}
            title={lease.propertyName}
            detail={[t("digest.ends", { date: formatDayAs(lease.endDate, language, "day"), daysLeft: lease.daysLeft }), lease.tenantName]
              .filter(Boolean)
              .join(" · ")}
          />
        ))}
      </DigestBlock>

      <DigestBlock
        t={t}
        title={t("digest.documents", { days: String(content.documents.days) })}
        total={content.documents.total}
        viewAll={appUrl("/dashboard#documents-expiring")}
      >
        {content.documents.rows.map((document) => (
          <DigestRow
            key={document._id}
            href={appUrl(`/${document.entity}/view/${document.recordId}`)}
            title={document.title}
            detail={[
              t(`digest.documentCategories.${document.category}`),
              document.recordName,
              expiryText(t, language, document.expiresOn, document.daysLeft),
            ]
              .filter(Boolean)
              .join(" · ")}
          />
        ))}
      </DigestBlock>

      <DigestBlock t={t} title={t("digest.lateRent")} total={content.lateRent.total} viewAll={appUrl("/rent-roll?late=true")} tone="danger">
        {content.lateRent.rows.map((lease) => (
          <DigestRow
            key={lease._id}
            href={appUrl(`/leases/view/${lease._id}`)}
            title={lease.propertyName}
            detail={[
              lease.daysLate > 0 ? t("digest.daysLate", { days: lease.daysLate }) : t("digest.onTime"),
              t("digest.owes", { amount: formatUsd(lease.balance) }),
              lease.tenant,
            ]
              .filter(Boolean)
              .join(" · ")}
          />
        ))}
      </DigestBlock>

      <EmailButton href={appUrl("/dashboard")}>{t("digest.openDashboard")}</EmailButton>
    </EmailLayout>
  );
}

/** A reminder's "hh:mm" and AM/PM as the reader's language writes a time ("9:30 AM" / "9:30 a.m."). */
function reminderTime(reminder: { time: string; amPM: string }, language: Language): string {
  const [hours = 0, minutes = 0] = reminder.time.split(":").map(Number);
  return formatClockTime((hours % 12) + (reminder.amPM === "PM" ? 12 : 0), minutes, language);
}

function DigestBlock({
  t,
  title,
  total,
  viewAll,
  tone,
  children,
}: {
  t: Translator;
  title: string;
  total: number;
  viewAll: string;
  tone?: "danger";
  children: ReactNode[];
}) {
  if (total === 0) return null;
  const more = total - children.length;
  return (
    <Section style={{ margin: "0 0 20px" }}>
      <Heading
        as="h2"
        style={{
          margin: "0 0 6px",
          fontSize: "15px",
          lineHeight: "22px",
          fontWeight: 600,
          color: tone === "danger" ? EMAIL_COLORS.danger : EMAIL_COLORS.text,
        }}
      >
        {t("digest.blockTitle", { title, total: String(total) })}
      </Heading>
      {children}
      {more > 0 && (
        <Text style={{ ...emailText, margin: "6px 0 0" }}>
          <Link href={viewAll} style={{ color: EMAIL_COLORS.brand, fontWeight: 600 }}>
            {t("digest.more", { count: String(more) })}
          </Link>
        </Text>
      )}
    </Section>
  );
}

function DigestRow({ href, title, detail }: { href: string; title: string; detail: string }) {
  return (
    <Section style={{ borderTop: `1px solid ${EMAIL_COLORS.rule}`, padding: "8px 0" }}>
      <Text style={{ margin: 0, fontSize: "14px", lineHeight: "20px" }}>
        <Link href={href} style={{ color: EMAIL_COLORS.text, fontWeight: 600, textDecoration: "underline" }}>
          {title}
        </Link>
      </Text>
      <Text style={{ margin: 0, fontSize: "13px", lineHeight: "20px", color: EMAIL_COLORS.muted }}>{detail}</Text>
    </Section>
  );
}
