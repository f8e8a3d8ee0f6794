import type { Metadata } from "next";
import { LogoutPrompt } from "@/components/shell/logout-prompt";
import { requirePageSession } from "@/server/auth/page-session";

export const metadata: Metadata = { title: "Logout" };

export default async function LogoutPage() {
  await requirePageSession();
  return <LogoutPrompt />;
}
