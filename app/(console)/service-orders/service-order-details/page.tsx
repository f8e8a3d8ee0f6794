import { PlusCircleIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { ServiceOrderForm } from "@/components/service-orders/service-order-form";
import { PageHeader } from "@/components/ui/page-header";
import { idSchema } from "@/lib/schemas/common";
import { agencyDay } from "@/lib/domain/agency-time";
import { env } from "@/server/env";
import { requirePageSession } from "@/server/auth/page-session";

export const metadata: Metadata = { title: "New service order" };

const idOrUndefined = (value: string | string[] | undefined) => {
  const parsed = idSchema.safeParse(Array.isArray(value) ? value[0] : value);
  return parsed.success ? parsed.data : undefined;
};

/** ?listing=<id> (the listing page's 'add' link) and ?provider=<id> preselect those fields. */
export default async function NewServiceOrderPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePageSession();
  const query = await searchParams;
  const preset = { listingRef: idOrUndefined(query.listing), serviceProviderRef: idOrUndefined(query.provider) };
  return (
    <>
      <PageHeader title="New service order" icon={PlusCircleIcon} subtitle="Fields marked with * are required" />
      <ServiceOrderForm preset={preset} today={agencyDay(new Date(), env().APP_TIME_ZONE).date} />
    </>
  );
}
