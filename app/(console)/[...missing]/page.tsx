import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requirePageSession } from "@/server/auth/page-session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notFound");
  return { title: t("pageTitle") };
}

/**
 * Any address no console page has: signed-in people get the not-found page
 * inside the shell, with a real 404 (nothing streams before it); the others
 * go to sign-in, as for every console page.
 */
export default async function MissingPage() {
  await requirePageSession();
  notFound();
}
