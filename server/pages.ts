import { notFound } from "next/navigation";
import { idSchema } from "@/lib/schemas/common";
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
