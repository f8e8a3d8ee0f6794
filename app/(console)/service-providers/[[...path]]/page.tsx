import type { Metadata } from "next";
import { ModulePending } from "@/components/shell/module-pending";
import { requirePageSession } from "@/server/auth/page-session";

export const metadata: Metadata = { title: "Service Providers" };

export default async function PendingModulePage() {
  await requirePageSession();
  return <ModulePending title="Service Providers" />;
}
