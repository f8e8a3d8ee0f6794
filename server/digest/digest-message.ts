import { createElement } from "react";
import type { Actor } from "@/server/auth/actor";
import type { OutgoingMessage } from "@/server/mail/queue-message";
import { DigestEmail, digestSubject } from "@/server/digest/digest-email";
import { unsubscribeApiUrl, unsubscribePageUrl } from "@/server/notifications/unsubscribe-link";
import type { DigestContent } from "./digest-content";

export interface DigestRecipient {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** A person's digest as an Outbox message: to them, about them, with the RFC 8058 one-click unsubscribe. */
export function digestMessage(
  person: DigestRecipient,
  content: DigestContent,
  { digestHour, test = false, createdBy = null }: { digestHour: number; test?: boolean; createdBy?: Actor | null },
): OutgoingMessage {
  return {
    kind: "digest",
    to: { name: `${person.firstName} ${person.lastName}`, address: person.email },
    subject: `${test ? "Test: " : ""}${digestSubject(content)}`,
    body: createElement(DigestEmail, {
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
