import { InboxArrowDownIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { Suspense } from "react";
import { OutboxList } from "@/components/outbox/outbox-list";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { mailDelivers } from "@/server/mail/mail-config";

export const metadata: Metadata = { title: "Outbox" };

const NO_MAIL_SERVER = "No mail server is configured (SMTP_URL): messages are kept here and not sent.";

/** Admins read every message and may download or send one again; a specialist reads the messages they caused (issue 44). */
export default async function OutboxPage() {
  const session = await requirePageSession();
  const admin = session.user.role === "admin";
  const scope = admin ? "Every message the console sends, newest first." : "The messages you sent, newest first.";
  return (
    <>
      <PageHeader
        title="Outbox"
        icon={InboxArrowDownIcon}
        subtitle={mailDelivers() ? scope : admin ? NO_MAIL_SERVER : `${scope} ${NO_MAIL_SERVER}`}
      />
      <Suspense>
        <OutboxList manage={admin} />
      </Suspense>
    </>
  );
}
