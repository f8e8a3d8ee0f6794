import { createElement } from "react";
import type { Prisma } from "@/lib/generated/prisma/client";
import { formatInZone } from "@/lib/domain/agency-time";
import type { Actor } from "@/server/auth/actor";
import { recordAudit } from "@/server/audit";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { appUrl } from "@/server/mail/mail-config";
import { prepareMessage, queueMessage } from "@/server/mail/queue-message";
import { SecurityNoticeEmail } from "@/server/mail/templates/security-notice-email";

/**
 * Every change to a person's second step is in their History (action "second-factor" on the user) and
 * e-mailed to them through the Outbox — both in the transaction of the change, so neither is left out.
 */
export const SECURITY_EVENTS = ["passkey-added", "passkey-removed", "totp-added", "totp-removed", "backup-codes", "reset"] as const;
export type SecurityEvent = (typeof SECURITY_EVENTS)[number];

const NOTICES: Record<SecurityEvent, { subject: string; detail: (name?: string) => string }> = {
  "passkey-added": { subject: "A passkey was added to your account", detail: (name) => `The passkey "${name}" can now sign you in` },
  "passkey-removed": {
    subject: "A passkey was removed from your account",
    detail: (name) => `The passkey "${name}" no longer signs you in`,
  },
  "totp-added": { subject: "An authenticator app was set up for your account", detail: () => "Its codes now confirm your sign-ins" },
  "totp-removed": {
    subject: "The authenticator app was removed from your account",
    detail: () => "Its codes no longer confirm your sign-ins",
  },
  "backup-codes": { subject: "New backup codes were made for your account", detail: () => "Your earlier backup codes no longer work" },
  reset: {
    subject: "Your second sign-in step was reset",
    detail: () => "An administrator removed your passkeys, authenticator app and backup codes and signed you out everywhere",
  },
};

export interface SecurityChange {
  actor: Actor;
  user: { id: string; email: string; firstName: string; lastName: string };
  event: SecurityEvent;
  /** The passkey's name, for the passkey events. */
  name?: string;
}

/** Runs `work` and writes the change's History row and e-mail in the same transaction. */
export async function withSecurityNotice<T>(change: SecurityChange, work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  const { actor, user, event, name } = change;
  const notice = NOTICES[event];
  const message = await prepareMessage({
    kind: "sign-in-security",
    to: { name: `${user.firstName} ${user.lastName}`, address: user.email },
    subject: notice.subject,
    body: createElement(SecurityNoticeEmail, {
      firstName: user.firstName,
      headline: notice.subject,
      detail: notice.detail(name),
      when: formatInZone(new Date(), env().APP_TIME_ZONE, "d MMM yyyy, HH:mm"),
      by: actor.id === user.id ? "you" : actor.name,
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
