import { redirect } from "next/navigation";
import { requirePageSession } from "@/server/auth/page-session";

/** `/reminders/new?listing=<id>` (the listing page's link) is the create form with that listing chosen. */
export default async function NewReminderAlias({ searchParams }: { searchParams: Promise<{ listing?: string | string[] }> }) {
  await requirePageSession();
  const { listing } = await searchParams;
  redirect(
    typeof listing === "string" ? `/reminders/reminder-details?listing=${encodeURIComponent(listing)}` : "/reminders/reminder-details",
  );
}
