import { PencilSquareIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { LeaseForm } from "@/components/leases/lease-form";
import { PageHeader } from "@/components/ui/page-header";
import { todayIn } from "@/lib/domain/agency-time";
import { requirePageSession } from "@/server/auth/page-session";
import { env } from "@/server/env";
import { getRentSettings } from "@/server/rent-settings/get-rent-settings";
import { getLease } from "@/server/leases/get-lease";
import { loadOrNotFound } from "@/server/pages";

export const metadata: Metadata = { title: "Edit lease" };

export default async function EditLeasePage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const lease = await loadOrNotFound((await params).id, (id) => getLease(id));
  return (
    <>
      <PageHeader
        title={`Edit lease of ${lease.listingRef.propertyName}`}
        icon={PencilSquareIcon}
        subtitle="Fields marked with * are required"
      />
      <LeaseForm lease={lease} today={todayIn(env().APP_TIME_ZONE)} agency={await getRentSettings()} />
    </>
  );
}
