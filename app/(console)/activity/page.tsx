import { ClockIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { ActivityLog } from "@/components/history/activity-log";
import { PageHeader } from "@/components/ui/page-header";
import { ACTIVITY_ACCESS, requirePageSession } from "@/server/auth/page-session";

export const metadata: Metadata = { title: "Activity" };

export default async function ActivityPage() {
  await requirePageSession(ACTIVITY_ACCESS);
  return (
    <>
      <PageHeader title="Activity" icon={ClockIcon} subtitle="Every change to a record, newest first" />
      <ActivityLog />
    </>
  );
}
