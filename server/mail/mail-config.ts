import addressparser from "nodemailer/lib/addressparser";
import { AGENCY } from "@/lib/domain/agency";
import { isEmailAddress } from "@/lib/schemas/common";
import { env } from "@/server/env";

/** Where mail goes and who it is from (README "Configuration": SMTP_URL, MAIL_FROM). */
export interface MailAddress {
  name: string;
  address: string;
}

/** Control characters (CR/LF above all) never reach a header: a name is one line of text. */
export function headerText(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** An address the console will send to: one mailbox, by the forms' own rule (lib/schemas/common.ts). */
export function isDeliverableAddress(address: string): boolean {
  return !/[\s<>,;"]/.test(address) && isEmailAddress(address);
}

/** Without SMTP_URL the console sends nothing: messages stay in the Outbox as `captured`. */
export function mailDelivers(): boolean {
  return Boolean(env().SMTP_URL);
}

/** MAIL_FROM, read with nodemailer's address parser; unset: the agency's name and e-mail. Throws when unusable (checked at start). */
export function mailFrom(): MailAddress {
  const configured = env().MAIL_FROM;
  if (!configured) return { name: headerText(AGENCY.name), address: AGENCY.email };
  const [first, ...rest] = addressparser(configured, { flatten: true });
  if (!first || rest.length > 0 || !isDeliverableAddress(first.address)) {
    throw new Error('MAIL_FROM must be one address, e.g. "Blue Horizon Realty" <office@bluehorizonrealty.example>.');
  }
  return { name: headerText(first.name), address: first.address };
}

/** The console's public address for links in messages: NEXTAUTH_URL (there is no request to take it from). */
export function appUrl(path: string): string {
  const base = (env().NEXTAUTH_URL ?? `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, "");
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}
