import { createElement } from "react";
import type { Prisma } from "@/lib/generated/prisma/client";
import { formatDate } from "@/lib/i18n/formats";
import { languageOr } from "@/lib/i18n/languages";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { translatorFor } from "@/server/i18n/translator";
import { appUrl } from "@/server/mail/mail-config";
import { prepareMessage, queueMessage } from "@/server/mail/queue-message";
import { SecurityNoticeEmail } from "@/server/mail/templates/security-notice-email";

/**
 * Every change to a person's second step is in their History (action "second-factor" on the user) and
 * e-mailed to them through the Outbox — both in the transaction of the change, so neither is left out.
 */
export const SECURITY_EVENTS = ["passkey-added", "passkey-removed", "totp-added", "totp-removed", "backup-codes", "reset"] as const;
export type SecurityEvent = (typeof SECURITY_EVENTS)[number];

export interface SecurityChange {
  actor: Actor;
  user: { id: string; email: string; firstName: string; lastName: string };
  event: SecurityEvent;
  /** The passkey's name, for the passkey events. */
  name?: string;
}

/**
 * Runs `work` and writes the change's History row and e-mail in the same transaction. The e-mail is in the
 * person's language (their `language`, read here so no caller has to carry it; messages "securityNotice.*").
 */
export async function withSecurityNotice<T>(change: SecurityChange, work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  const { actor, user, event, name } = change;
  const stored = await prisma.user.findUnique({ where: { id: user.id }, select: { language: true } });
  const language = languageOr(stored?.language, env().AGENCY_LANGUAGE);
  const t = await translatorFor(language);
  const headline = t(`securityNotice.subjects.${event}`);
  const message = await prepareMessage({
    kind: "sign-in-security",
    to: { name: `${user.firstName} ${user.lastName}`, address: user.email },
    subject: headline,
    body: createElement(SecurityNoticeEmail, {
      t,
      language,
      firstName: user.firstName,
      headline,
      detail: t(`securityNotice.details.${event}`, { name: name ?? "" }),
      when: formatDate(new Date(), env().APP_TIME_ZONE, language, "dayTime24"),
      by: actor.id === user.id ? t("securityNotice.byYou") : actor.name,
      profileUrl: appUrl("/profile#sign-in-security"),
    }),
    related: { type: "users", id: user.id },
  });
  return prisma.$transaction(async (tx) => {
    const result = await work(tx);
    await recordAudit(tx, {
      actor,
      action: "second-factor",
      entityType: "user",
      entityId: user.id,
      changes: { event, ...(name ? { name } : {}) },
    });
    await queueMessage(tx, message);
    return result;
  });
}
