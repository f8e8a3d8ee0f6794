import { Column, Heading, Row, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { formatInZone, zoneAbbreviation } from "@/lib/domain/agency-time";
import { AGENCY } from "@/lib/domain/agency";
import { EMAIL_COLORS, EmailButton, EmailLayout, emailText, EmailTitle } from "./email-layout";

/**
 * A work order for its service provider (issue 29 §3.2): what to do, where and
 * when — order number, listing and its address, due date and time in the
 * agency's zone, details, notes, who ordered it — with the due time as an
 * `.ics` attachment. The provider has no console account: the only link is a
 * reply address (the agency's), not a page of the console. Sentences are
 * single template strings, so each is one text node in the HTML (React puts
 * a comment between adjacent ones).
 */
export interface WorkOrderEmailProps {
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
  orderNumber,
  name,
  propertyName,
}: Pick<WorkOrderEmailProps, "orderNumber" | "name" | "propertyName">): string {
  return `Work order #${orderNumber}: ${name} — ${propertyName}`;
}

export function workOrderDue(dueAt: Date, timeZone: string): string {
  return `${formatInZone(dueAt, timeZone, "EEEE, MMM d, y, h:mm a")} ${zoneAbbreviation(dueAt, timeZone)}`;
}

export function WorkOrderEmail(props: WorkOrderEmailProps) {
  const due = workOrderDue(props.dueAt, props.timeZone);
  return (
    <EmailLayout
      preview={`${props.name} at ${props.propertyName}, due ${due}.`}
      footer={
        <>
          {`${AGENCY.name} sent you this work order. The attached invitation (work-order-${props.orderNumber}.ics) adds it to your calendar. Questions: reply to this e-mail or call ${AGENCY.phone}.`}
        </>
      }
    >
      <EmailTitle title={`Work order #${props.orderNumber}`}>{`For ${props.providerName}`}</EmailTitle>
      <Section style={{ margin: "8px 0 16px", border: `1px solid ${EMAIL_COLORS.rule}`, borderRadius: "8px", padding: "4px 16px" }}>
        <Field label="Service">{props.name}</Field>
        <Field label="Listing">{props.propertyName}</Field>
        <Field label="Address">{props.location}</Field>
        <Field label="Due">{due}</Field>
        <Field label="Ordered by">{props.createdByName}</Field>
      </Section>
      <Heading as="h2" style={{ margin: "0 0 4px", fontSize: "15px", lineHeight: "22px", fontWeight: 600, color: EMAIL_COLORS.text }}>
        Details
      </Heading>
      <Text style={{ ...emailText, whiteSpace: "pre-line" }}>{props.details}</Text>
      <Heading as="h2" style={{ margin: "0 0 4px", fontSize: "15px", lineHeight: "22px", fontWeight: 600, color: EMAIL_COLORS.text }}>
        Notes
      </Heading>
      <Text style={{ ...emailText, whiteSpace: "pre-line" }}>{props.notes || "No notes."}</Text>
      <EmailButton
        href={`mailto:${AGENCY.email}?subject=${encodeURIComponent(workOrderSubject(props))}`}
      >{`Reply to ${AGENCY.name}`}</EmailButton>
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
