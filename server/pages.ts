import { notFound } from "next/navigation";
import { idSchema } from "@/lib/schemas/common";
import { requirePageSession, type PageAccess } from "@/server/auth/page-session";
import { prisma } from "@/server/db/client";
import { isAppError } from "@/server/errors";

/**
 * For server-rendered pages that load a record by its id from the URL:
 * an id that is not a UUID, or a record that does not exist, renders the
 * segment's not-found page instead of an error.
 */
export async function loadOrNotFound<T>(id: string, load: (id: string) => Promise<T>): Promise<T> {
  if (!idSchema.safeParse(id).success) notFound();
  try {
    return await load(id);
  } catch (error) {
    if (isAppError(error, "NOT_FOUND")) notFound();
    throw error;
  }
}

const exists = {
  client: (id: string) => prisma.client.findUnique({ where: { id }, select: { id: true } }),
  listing: (id: string) => prisma.listing.findUnique({ where: { id }, select: { id: true } }),
  serviceProvider: (id: string) => prisma.serviceProvider.findUnique({ where: { id }, select: { id: true } }),
  serviceOrder: (id: string) => prisma.serviceOrder.findUnique({ where: { id }, select: { id: true } }),
  reminder: (id: string) => prisma.reminder.findUnique({ where: { id }, select: { id: true } }),
  user: (id: string) => prisma.user.findUnique({ where: { id }, select: { id: true } }),
  tenant: (id: string) => prisma.tenant.findUnique({ where: { id }, select: { id: true } }),
  lease: (id: string) => prisma.lease.findUnique({ where: { id }, select: { id: true } }),
} satisfies Record<string, (id: string) => Promise<{ id: string } | null>>;

export type RecordKind = keyof typeof exists;

/**
 * For the layout of a record's segment (`…/[id]/layout.tsx`): the session
 * (and role), then one indexed lookup of the record, before anything is
 * streamed — so an unknown id answers a real HTTP 404 with the console's
 * not-found page. The page below loads the record in full inside the
 * segment's loading.tsx boundary; once that boundary has streamed, the status
 * is fixed at 200 and a notFound() there could only render, not answer 404.
 * (An account is its client's ledger: its id is the client's.)
 */
export async function requireRecord(kind: RecordKind, id: string, access?: PageAccess): Promise<void> {
  await requirePageSession(access);
  if (!idSchema.safeParse(id).success || !(await exists[kind](id))) notFound();
}

/** A page's `searchParams` as the browser's `useSearchParams()` reads them: a repeated name keeps each of its values. */
export function searchParamsOf(params: Record<string, string | string[] | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(name, one);
  }
  return search;
}
