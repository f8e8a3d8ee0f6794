import { BellAlertIcon } from "@heroicons/react/24/outline";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { ReminderForm } from "@/components/reminders/reminder-form";
import { PageHeader } from "@/components/ui/page-header";
import { isCalendarDate } from "@/lib/domain/recurrence";
import { idSchema } from "@/lib/schemas/common";
import { agencyDay } from "@/lib/domain/agency-time";
import { env } from "@/server/env";
import { isAppError } from "@/server/errors";
import { requirePageSession } from "@/server/auth/page-session";
import { getListing } from "@/server/listings/get-listing";

export async function generateMetadata() {
  const t = await getTranslations("reminders");
  return { title: t("new") };
}

/**
 * Create a reminder; `?listing=<id>` (from a listing's page) chooses the listing,
 * `?date=yyyy-MM-dd` (the calendar's "Add reminder" on a day) the date — ignored
 * when it is not a real day or is before the agency's today.
 */
export default async function NewReminderPage({
  searchParams,
}: {
  searchParams: Promise<{ listing?: string | string[]; date?: string | string[] }>;
}) {
  await requirePageSession();
  const t = await getTranslations("reminders");
  const { listing, date } = await searchParams;
  const presetListing = typeof listing === "string" ? await listingOption(listing) : null;
  const today = agencyDay(new Date(), env().APP_TIME_ZONE).date;
  const presetDate = typeof date === "string" && isCalendarDate(date) && date >= today ? date : null;
  return (
    <>
      <PageHeader title={t("new")} icon={BellAlertIcon} subtitle={t("form.required")} />
      <ScreenMessages namespaces={["api", "reminders"]}>
        <ReminderForm today={today} presetListing={presetListing} presetDate={presetDate} />
      </ScreenMessages>
    </>
  );
}

async function listingOption(id: string) {
  if (!idSchema.safeParse(id).success) return null;
  try {
    const listing = await getListing(id);
    return { _id: listing._id, propertyName: listing.propertyName };
  } catch (error) {
    if (isAppError(error, "NOT_FOUND")) return null;
    throw error;
  }
}
