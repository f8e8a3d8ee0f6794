import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LogoutPrompt } from "@/components/shell/logout-prompt";
import { requirePageSession } from "@/server/auth/page-session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shell.logout");
  return { title: t("title") };
}

export default async function LogoutPage() {
  await requirePageSession();
  return <LogoutPrompt />;
}
