import { notFound, redirect } from "next/navigation";
import { idSchema } from "@/lib/schemas/common";
import { requirePageSession } from "@/server/auth/page-session";

/** /service-orders/<id> (linked from the listing page) is the order's view. */
export default async function ServiceOrderAlias({ params }: { params: Promise<{ id: string }> }) {
  await requirePageSession();
  const { id } = await params;
  if (!idSchema.safeParse(id).success) notFound();
  redirect(`/service-orders/view/${id}`);
}
