import type { Metadata } from "next";
import { ModulePending } from "@/components/shell/module-pending";
import { requirePageSession } from "@/server/auth/page-session";

export const metadata: Metadata = { title: "Manage System Users" };

export default async function PendingModulePage() {
  await requirePageSession(["admin"]);
  return <ModulePending title="Manage System Users" />;
}
