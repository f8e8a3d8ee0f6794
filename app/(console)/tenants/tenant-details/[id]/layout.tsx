import { requireRecord } from "@/server/pages";

/** The record is looked up before the page streams: an unknown id answers 404 (server/pages.ts). */
export default async function RecordLayout({ children, params }: { children: React.ReactNode; params: Promise<{ id: string }> }) {
  await requireRecord("tenant", (await params).id);
  return children;
}
