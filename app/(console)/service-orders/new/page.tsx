import { redirect } from "next/navigation";
import { requirePageSession } from "@/server/auth/page-session";

/** The listing page's 'add' link (/service-orders/new?listing=<id>) opens the order form with the listing preselected. */
export default async function NewServiceOrderAlias({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePageSession();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    if ((key === "listing" || key === "provider") && typeof value === "string") query.set(key, value);
  }
  const text = query.toString();
  redirect(`/service-orders/service-order-details${text ? `?${text}` : ""}`);
}
