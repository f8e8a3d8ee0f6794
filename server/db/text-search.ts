import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * A case-insensitive "contains" filter whose text is taken literally.
 * Prisma passes `contains` to ILIKE without escaping, so a search for '%'
 * or '_' would match everything; backslash is PostgreSQL's default escape.
 */
export function containsText(text: string): Prisma.StringFilter {
  return { contains: text.replace(/[\\%_]/g, (char) => `\\${char}`), mode: "insensitive" };
}
