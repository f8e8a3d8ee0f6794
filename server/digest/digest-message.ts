import { createElement } from "react";
import { languageOr } from "@/lib/i18n/languages";
import type { Actor } from "@/server/auth/actor";
import { env } from "@/server/env";
import { translatorFor } from "@/server/i18n/translator";
import type { OutgoingMessage } from "@/server/mail/queue-message";
import { DigestEmail, digestSubject } from "@/server/digest/digest-email";
import { unsubscribeApiUrl, unsubscribePageUrl } from "@/server/notifications/unsubscribe-link";
import type { DigestContent } from "./digest-content";

export interface DigestRecipient {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The person's language (User.language): the digest is written in it. */
  language: string;
}

/** A person's digest as an Outbox message: to them, about them, in their language, with the RFC 8058 one-click unsubscribe. */
export async function digestMessage(
  person: DigestRecipient,
  content: DigestContent,
  { digestHour, test = false, createdBy = null }: { digestHour: number; test?: boolean; createdBy?: Actor | null },
): Promise<OutgoingMessage> {
  const language = languageOr(person.language, env().AGENCY_LANGUAGE);
  const t = await translatorFor(language);
  const subject = digestSubject(content, t, language);
  return {
    kind: "digest",
    to: { name: `${person.firstName} ${person.lastName}`, address: person.email },
    subject: test ? t("digest.testSubject", { subject }) : subject,
    body: createElement(DigestEmail, {
      t,
      language,
      firstName: person.firstName,
      content,
      digestHour,
      unsubscribeUrl: unsubscribePageUrl(person.id),
      test,
    }),
    related: { type: "users", id: person.id },
    unsubscribeUrl: unsubscribeApiUrl(person.id),
    createdBy,
  };
}
