import { InboxArrowDownIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { Suspense } from "react";
import { OutboxList } from "@/components/outbox/outbox-list";
import { PageHeader } from "@/components/ui/page-header";
import { OUTBOX_ACCESS, requirePageSession } from "@/server/auth/page-session";
import { mailDelivers } from "@/server/mail/mail-config";

export const metadata: Metadata = { title: "Outbox" };

export default async function OutboxPage() {
  await requirePageSession(OUTBOX_ACCESS);
  return (
    <>
      <PageHeader
        title="Outbox"
        icon={InboxArrowDownIcon}
        subtitle={
          mailDelivers()
            ? "Every message the console sends, newest first."
            : "No mail server is configured (SMTP_URL): messages are kept here and not sent."
        }
      />
      <Suspense>
        <OutboxList />
      </Suspense>
    </>
  );
}
