import { Heading, Link, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { formatInZone, zoneAbbreviation } from "@/lib/domain/agency-time";
import { formatHour } from "@/lib/schemas/notifications";
import { DOCUMENT_CATEGORY_LABELS } from "@/lib/domain/documents";
import { formatUsd } from "@/lib/domain/money";
import { daysLateLabel } from "@/lib/domain/rent-roll";
import { isDigestEmpty, type DigestContent } from "./digest-content";
import { appUrl } from "@/server/mail/mail-config";
import { EMAIL_COLORS, EmailButton, EmailLayout, emailText } from "@/server/mail/templates/email-layout";

/**
 * The daily digest (issue 29 §3.3): the dashboard's blocks for the person's
 * day — only the ones with something in them — each row a link to its record.
 */
export interface DigestEmailProps {
  firstName: string;
  content: DigestContent;
  digestHour: number;
  /** The page with the unsubscribe button (the List-Unsubscribe header carries the one-click URL). */
  unsubscribeUrl: string;
  /** A test digest, sent on request: says so, and says it when there is nothing. */
  test?: boolean;
}

export function digestSubject(content: DigestContent): string {
  const parts = [
    counted(content.reminders.total, "reminder today", "reminders today"),
    counted(content.pastDue.total, "past-due order", "past-due orders"),
    counted(content.dueSoon.total, "order due this week", "orders due this week"),
    counted(content.leases.total, "lease ending", "leases ending"),
    counted(content.documents.total, "document expiring", "documents expiring"),
    counted(content.lateRent.total, "lease late on rent", "leases late on rent"),
  ].filter(Boolean);
  return `Your day, ${dayLabel(content)}: ${parts.length ? parts.join(", ") : "nothing needs you"}`;
}

function expiryText(day: string, daysLeft: number): string {
  const date = formatInZone(`${day}T12:00:00Z`, "UTC", "MMM d, yyyy");
  if (daysLeft < 0) return `Expired ${date} (${-daysLeft} day${daysLeft === -1 ? "" : "s"} ago)`;
  return `Expires ${date} (${daysLeft === 0 ? "today" : `in ${daysLeft} day${daysLeft === 1 ? "" : "s"}`})`;
}

function counted(count: number, one: string, many: string): string {
  return count === 0 ? "" : `${count} ${count === 1 ? one : many}`;
}

function dayLabel(content: DigestContent): string {
  return formatInZone(`${content.day}T12:00:00Z`, "UTC", "EEE, MMM d");
}

export function DigestEmail({ firstName, content, digestHour, unsubscribeUrl, test = false }: DigestEmailProps) {
  const { timeZone } = content;
  const zone = zoneAbbreviation(new Date(), timeZone);
  const at = (iso: string, pattern: string) => formatInZone(iso, timeZone, pattern);
  const empty = isDigestEmpty(content);
  return (
    <EmailLayout
      preview={digestSubject(content)}
      footer={
        <>
          {test ? "You asked for this test digest. " : ""}Your digest comes every day at {formatHour(digestHour)} ({zone}) when there is
          something to say.{" "}
          <Link href={appUrl("/profile")} style={{ color: EMAIL_COLORS.brand }}>
            Change when it comes
          </Link>{" "}
          or{" "}
          <Link href={unsubscribeUrl} style={{ color: EMAIL_COLORS.brand }}>
            stop the daily digest
          </Link>
          .
        </>
      }
    >
      <Heading as="h1" style={{ margin: "0 0 4px", fontSize: "20px", lineHeight: "28px", fontWeight: 600, color: EMAIL_COLORS.text }}>
        Hello, {firstName}
      </Heading>
      <Text style={{ ...emailText, color: EMAIL_COLORS.muted }}>
        {test ? "A test of your digest for " : "Your day, "}
        {formatInZone(`${content.day}T12:00:00Z`, "UTC", "EEEE, MMMM d, yyyy")}
        {content.everyone ? " — every specialist's listings." : "."}
      </Text>

      {empty && (
        <Text style={emailText}>
          Nothing needs you today: no reminders, no orders past due or due this week, no leases ending soon, no documents expiring, no rent
          late.
        </Text>
      )}

      <DigestBlock title="Reminders today" total={content.reminders.total} viewAll={appUrl("/reminders")}>
        {content.reminders.rows.map((reminder) => (
          <DigestRow
            key={reminder._id}
            href={appUrl(`/reminders/view/${reminder._id}`)}
            title={reminder.name}
            detail={`${reminder.time.replace(/^0/, "")} ${reminder.amPM} · ${reminder.property.propertyName}`}
          />
        ))}
      </DigestBlock>

      <DigestBlock title="Past-due orders" total={content.pastDue.total} viewAll={appUrl("/service-orders")} tone="danger">
        {content.pastDue.rows.map((order) => (
          <DigestRow
            key={order._id}
            href={appUrl(`/service-orders/view/${order._id}`)}
            title={`#${order.orderNumber} ${order.name}`}
            detail={`Was due ${at(order.dueAt, "MMM d, h:mm a")} · ${order.listing}`}
          />
        ))}
      </DigestBlock>

      <DigestBlock title="Orders due in the next 7 days" total={content.dueSoon.total} viewAll={appUrl("/calendar?view=week")}>
        {content.dueSoon.rows.map((order) => (
          <DigestRow
            key={order._id}
            href={appUrl(`/service-orders/view/${order._id}`)}
            title={`#${order.orderNumber} ${order.name}`}
            detail={`Due ${at(order.dueAt, "EEE, MMM d · h:mm a")} · ${order.listing}`}
          />
        ))}
      </DigestBlock>

      <DigestBlock title={`Leases ending within ${content.leases.days} days`} total={content.leases.total} viewAll={appUrl("/calendar")}>
        {content.leases.rows.map((lease) => (
          <DigestRow
            key={lease._id}
            href={appUrl(`/listings/view/${lease._id}`)}
            title={lease.propertyName}
            detail={`Ends ${formatInZone(`${lease.endDate}T12:00:00Z`, "UTC", "MMM d, yyyy")} (${lease.daysLeft === 0 ? "today" : `in ${lease.daysLeft} day${lease.daysLeft === 1 ? "" : "s"}`})${lease.tenantName ? ` · ${lease.tenantName}` : ""}`}
          />
        ))}
      </DigestBlock>

      <DigestBlock
        title={`Documents expired or expiring within ${content.documents.days} days`}
        total={content.documents.total}
        viewAll={appUrl("/dashboard#documents-expiring")}
      >
        {content.documents.rows.map((document) => (
          <DigestRow
            key={document._id}
            href={appUrl(`/${document.entity}/view/${document.recordId}`)}
            title={document.title}
            detail={`${DOCUMENT_CATEGORY_LABELS[document.category]}${document.recordName ? ` · ${document.recordName}` : ""} · ${expiryText(document.expiresOn, document.daysLeft)}`}
          />
        ))}
      </DigestBlock>

      <DigestBlock title="Late rent" total={content.lateRent.total} viewAll={appUrl("/rent-roll?late=true")} tone="danger">
        {content.lateRent.rows.map((lease) => (
          <DigestRow
            key={lease._id}
            href={appUrl(`/leases/view/${lease._id}`)}
            title={lease.propertyName}
            detail={`${daysLateLabel(lease.daysLate)} · owes ${formatUsd(lease.balance)}${lease.tenant ? ` · ${lease.tenant}` : ""}`}
          />
        ))}
      </DigestBlock>

      <EmailButton href={appUrl("/dashboard")}>Open the dashboard</EmailButton>
    </EmailLayout>
  );
}

function DigestBlock({
  title,
  total,
  viewAll,
  tone,
  children,
}: {
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
        {title} ({total})
      </Heading>
      {children}
      {more > 0 && (
        <Text style={{ ...emailText, margin: "6px 0 0" }}>
          <Link href={viewAll} style={{ color: EMAIL_COLORS.brand, fontWeight: 600 }}>
            {more} more →
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
