import nodemailer, { type Transporter } from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { env } from "@/server/env";

/**
 * The SMTP transport of SMTP_URL, one per process. Every wait is bounded
 * (connect, greeting, each reply) well inside the mail job's expiry, so a
 * silent server fails the try instead of holding it.
 */
const globalForMail = globalThis as typeof globalThis & {
  __agencySmtp?: { url: string; transport: Transporter<SMTPTransport.SentMessageInfo> };
};

export function smtpTransport(): Transporter<SMTPTransport.SentMessageInfo> {
  const url = env().SMTP_URL;
  if (!url) throw new Error("SMTP_URL is not set.");
  const cached = globalForMail.__agencySmtp;
  if (cached?.url === url) return cached.transport;
  const transport = nodemailer.createTransport({
    ...(parseConnectionUrl(url) as SMTPTransport.Options),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  globalForMail.__agencySmtp = { url, transport };
  return transport;
}
