import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requirePageSession } from "@/server/auth/page-session";

export const metadata: Metadata = { title: "Page not found" };

/**
 * Any address no console page has: signed-in people get the not-found page
 * inside the shell, with a real 404 (nothing streams before it); the others
 * go to sign-in, as for every console page.
 */
export default async function MissingPage() {
  await requirePageSession();
  notFound();
}
