import { Body, Button, Column, Container, Head, Heading, Html, Preview, Row, Section, Text } from "@react-email/components";
import type { CSSProperties, ReactNode } from "react";
import { AGENCY, type Agency } from "@/lib/domain/agency";
import { intlLocale, type Language } from "@/lib/i18n/languages";
import { TEXT_ONLY_HIDDEN } from "../render-email";

/**
 * Every message's frame (DESIGN.md §7, last bullet): the statement's
 * letterhead — the agency's mark and name, its address, one brand colour — in
 * a 600 px column, system fonts, no images (it reads the same with images
 * off), then the message, then a footer saying why it came. The colours are
 * the theme's (tailwind.config.ts): mail clients take no classes.
 */
export const EMAIL_COLORS = {
  brand: "#21625d", // brand-700
  brandSoft: "#effaf8", // brand-50
  text: "#0f172a", // slate-900
  body: "#334155", // slate-700
  muted: "#475569", // slate-600
  rule: "#e2e8f0", // slate-200
  page: "#f8fafc", // slate-50
  danger: "#b91c1c", // red-700
} as const;

export const FONT_STACK = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const emailText: CSSProperties = { margin: "0 0 12px", fontSize: "14px", lineHeight: "22px", color: EMAIL_COLORS.body };

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? "").slice(0, 2)).toUpperCase();
}

function Letterhead({ agency }: { agency: Agency }) {
  return (
    <Section style={{ padding: "24px 32px 16px", borderBottom: `2px solid ${EMAIL_COLORS.brand}` }}>
      <Row>
        <Column style={{ width: "40px", verticalAlign: "middle" }}>
          {/* The mark as text on colour, so it shows with images off. */}
          <div
            className={TEXT_ONLY_HIDDEN}
            style={{
              width: "32px",
              height: "32px",
              lineHeight: "32px",
              borderRadius: "8px",
              backgroundColor: EMAIL_COLORS.brand,
              color: "#ffffff",
              fontSize: "13px",
              fontWeight: 700,
              textAlign: "center",
            }}
            aria-hidden="true"
          >
            {initialsOf(agency.name)}
          </div>
        </Column>
        <Column style={{ verticalAlign: "middle" }}>
          <Text style={{ margin: 0, fontSize: "18px", lineHeight: "24px", fontWeight: 600, color: EMAIL_COLORS.text }}>{agency.name}</Text>
        </Column>
      </Row>
      <Text style={{ margin: "10px 0 0", fontSize: "12px", lineHeight: "18px", color: EMAIL_COLORS.muted }}>
        {agency.address} · Tel. {agency.phone} · {agency.email} · {agency.website}
      </Text>
    </Section>
  );
}

export function EmailLayout({
  preview,
  children,
  footer,
  agency = AGENCY,
  language = "en",
}: {
  /** The line an inbox shows after the subject. */
  preview: string;
  children?: ReactNode;
  /** Why this message came, and how to stop it. */
  footer: ReactNode;
  agency?: Agency;
  /** The reader's language: the message is written in it (server/i18n/translator.ts). */
  language?: Language;
}) {
  return (
    <Html lang={intlLocale(language)}>
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: "24px 8px", backgroundColor: EMAIL_COLORS.page, fontFamily: FONT_STACK }}>
        <Container
          style={{
            width: "100%",
            maxWidth: "600px",
            backgroundColor: "#ffffff",
            border: `1px solid ${EMAIL_COLORS.rule}`,
            borderRadius: "12px",
          }}
        >
          <Letterhead agency={agency} />
          <Section style={{ padding: "24px 32px 8px" }}>{children}</Section>
          <Section style={{ padding: "8px 32px 24px" }}>
            <Text
              style={{
                margin: 0,
                paddingTop: "12px",
                borderTop: `1px solid ${EMAIL_COLORS.rule}`,
                fontSize: "12px",
                lineHeight: "18px",
                color: EMAIL_COLORS.muted,
              }}
            >
              {footer}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The message's one call to action: a brand-coloured button on its own line. */
export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ padding: "8px 0 16px" }}>
      <Button
        href={href}
        style={{
          backgroundColor: EMAIL_COLORS.brand,
          color: "#ffffff",
          fontSize: "14px",
          fontWeight: 600,
          borderRadius: "8px",
          padding: "10px 16px",
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** The message's title and, muted under it, what it is about. */
export function EmailTitle({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <>
      <Heading as="h1" style={{ margin: "0 0 4px", fontSize: "20px", lineHeight: "28px", fontWeight: 600, color: EMAIL_COLORS.text }}>
        {title}
      </Heading>
      <Text style={{ ...emailText, color: EMAIL_COLORS.muted }}>{children}</Text>
    </>
  );
}

/** A line of a framed block of figures (EmailFigures). */
export const emailFigureLine: CSSProperties = { ...emailText, margin: "6px 0" };

/** The framed block the covering notes set their figures in. */
export function EmailFigures({ children }: { children: ReactNode }) {
  return (
    <Section style={{ margin: "0 0 16px", border: `1px solid ${EMAIL_COLORS.rule}`, borderRadius: "8px", padding: "8px 16px" }}>
      {children}
    </Section>
  );
}

/** One figure: what it is, then its value in bold. */
export function EmailFigure({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Text style={emailFigureLine}>
      {label}: <strong style={{ color: EMAIL_COLORS.text }}>{children}</strong>
    </Text>
  );
}

/** Why a tenant got a letter (tenants have no sign-in: the agency's e-mail is the way back). */
export function TenantFooter({ letter }: { letter: string }) {
  return (
    <>
      You receive this {letter} as a tenant of {AGENCY.name}. Questions about it: reply to this e-mail or write to {AGENCY.email}.
    </>
  );
}
