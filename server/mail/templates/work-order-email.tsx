import { Column, Heading, Row, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { zoneAbbreviation } from "@/lib/domain/agency-time";
import { AGENCY } from "@/lib/domain/agency";
import { formatDate } from "@/lib/i18n/formats";
import type { Language } from "@/lib/i18n/languages";
import type { Translator } from "@/server/i18n/translator";
import { EMAIL_COLORS, EmailButton, EmailLayout, emailText, EmailTitle } from "./email-layout";

/**
 * A work order for its service provider (issue 29 §3.2), in the provider's
 * language (`t`, messages "workOrder.*"): what to do, where and
 * when — order number, listing and its address, due date and time in the
 * agency's zone, details, notes, who ordered it — with the due time as an
 * `.ics` attachment. The provider has no console account: the only link is a
 * reply address (the agency's), not a page of the console. Sentences are
 * single messages, so each is one text node in the HTML (React puts
 * a comment between adjacent ones).
 */
export interface WorkOrderEmailProps {
  t: Translator;
  language: Language;
  providerName: string;
  orderNumber: number;
  name: string;
  propertyName: string;
  location: string;
  dueAt: Date;
  timeZone: string;
  details: string;
  notes: string | null;
  createdByName: string;
}

export function workOrderSubject({
  t,
  orderNumber,
  name,
  propertyName,
}: Pick<WorkOrderEmailProps, "t" | "orderNumber" | "name" | "propertyName">): string {
  return t("workOrder.subject", { number: String(orderNumber), name, propertyName });
}

export function workOrderDue(dueAt: Date, timeZone: string, language: Language): string {
  return `${formatDate(dueAt, timeZone, language, "weekdayDayTime")} ${zoneAbbreviation(dueAt, timeZone)}`;
}

export function WorkOrderEmail(props: WorkOrderEmailProps) {
  const { t } = props;
  const due = workOrderDue(props.dueAt, props.timeZone, props.language);
  const number = String(props.orderNumber);
  return (
    <EmailLayout
      language={props.language}
      preview={t("workOrder.preview", { name: props.name, propertyName: props.propertyName, due })}
      footer={t("workOrder.footer", { agency: AGENCY.name, fileName: `work-order-${props.orderNumber}.ics`, phone: AGENCY.phone })}
    >
      <EmailTitle title={t("workOrder.title", { number })}>{t("workOrder.for", { name: props.providerName })}</EmailTitle>
      <Section style={{ margin: "8px 0 16px", border: `1px solid ${EMAIL_COLORS.rule}`, borderRadius: "8px", padding: "4px 16px" }}>
        <Field label={t("workOrder.service")}>{props.name}</Field>
        <Field label={t("workOrder.listing")}>{props.propertyName}</Field>
        <Field label={t("workOrder.address")}>{props.location}</Field>
        <Field label={t("workOrder.due")}>{due}</Field>
        <Field label={t("workOrder.orderedBy")}>{props.createdByName}</Field>
      </Section>
      <Heading as="h2" style={{ margin: "0 0 4px", fontSize: "15px", lineHeight: "22px", fontWeight: 600, color: EMAIL_COLORS.text }}>
        {t("workOrder.details")}
      </Heading>
      <Text style={{ ...emailText, whiteSpace: "pre-line" }}>{props.details}</Text>
      <Heading as="h2" style={{ margin: "0 0 4px", fontSize: "15px", lineHeight: "22px", fontWeight: 600, color: EMAIL_COLORS.text }}>
        {t("workOrder.notes")}
      </Heading>
      <Text style={{ ...emailText, whiteSpace: "pre-line" }}>{props.notes || t("workOrder.noNotes")}</Text>
      <EmailButton href={`mailto:${AGENCY.email}?subject=${encodeURIComponent(workOrderSubject(props))}`}>
        {t("workOrder.reply", { agency: AGENCY.name })}
      </EmailButton>
    </EmailLayout>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Row style={{ borderBottom: `1px solid ${EMAIL_COLORS.rule}` }}>
      <Column style={{ width: "120px", padding: "8px 0", verticalAlign: "top" }}>
        <Text style={{ margin: 0, fontSize: "13px", lineHeight: "20px", color: EMAIL_COLORS.muted }}>{label}</Text>
      </Column>
      <Column style={{ padding: "8px 0", verticalAlign: "top" }}>
        <Text style={{ margin: 0, fontSize: "14px", lineHeight: "20px", color: EMAIL_COLORS.text, fontWeight: 500 }}>{children}</Text>
      </Column>
    </Row>
  );
}
