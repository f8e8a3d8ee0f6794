import { PlusCircleIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { LeaseForm } from "@/components/leases/lease-form";
import { PageHeader } from "@/components/ui/page-header";
import { todayIn } from "@/lib/domain/agency-time";
import { idSchema } from "@/lib/schemas/common";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";
import { getRentSettings } from "@/server/rent-settings/get-rent-settings";

export const metadata: Metadata = { title: "New lease" };

/** ?listing=<id> (the listing page's New lease) preselects the listing. */
export default async function NewLeasePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageSession();
  const query = await searchParams;
  const parsed = idSchema.safeParse(Array.isArray(query.listing) ? query.listing[0] : query.listing);
  return (
    <>
      <PageHeader title="New lease" icon={PlusCircleIcon} subtitle="Fields marked with * are required" />
      <LeaseForm listing={parsed.success ? parsed.data : undefined} today={todayIn(env().APP_TIME_ZONE)} agency={await getRentSettings()} />
    </>
  );
}
