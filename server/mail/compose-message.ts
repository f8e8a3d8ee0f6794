import MailComposer from "nodemailer/lib/mail-composer";
import type Mail from "nodemailer/lib/mailer";
import type { MailAddress } from "./mail-config";

export interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

export interface MessageParts {
  from: MailAddress;
  to: MailAddress;
  subject: string;
  html: string;
  text: string;
  /** `<id@domain>`: the same on every try, so a receiver can tell a repeat. */
  messageId: string;
  date: Date;
  attachments?: readonly Attachment[];
  /** RFC 8058 one-click unsubscribe: List-Unsubscribe with this URL, and List-Unsubscribe-Post. */
  unsubscribeUrl?: string;
}

/**
 * The exact MIME of a message (multipart/alternative text + HTML, then the
 * attachments), built by nodemailer: addresses and names are encoded by its
 * address handling (a name is never raw header text), the subject as an
 * encoded word when needed. Composed once, stored, and sent as these bytes.
 */
export function composeMessage(parts: MessageParts): Promise<Buffer> {
  // `newline` is MailComposer's own option (nodemailer's types leave it out).
  const options: Mail.Options & { newline: "windows" } = {
    from: parts.from,
    to: parts.to,
    subject: parts.subject,
    text: parts.text,
    html: parts.html,
    messageId: parts.messageId,
    date: parts.date,
    // CRLF throughout, as SMTP carries it: the stored bytes are the bytes sent.
    newline: "windows",
    attachments: parts.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    headers: parts.unsubscribeUrl
      ? { "List-Unsubscribe": `<${parts.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
      : undefined,
  };
  const composer = new MailComposer(options);
  return new Promise((resolve, reject) => {
    composer.compile().build((error, message) => (error ? reject(error) : resolve(message)));
  });
}
