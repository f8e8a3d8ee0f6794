import type { Role } from "@/lib/domain/enums";
import { fullName } from "@/lib/domain/people";
import type { User } from "@/lib/generated/prisma/client";

/**
 * The person doing the work: every server function that writes or checks
 * access takes one. The API wrapper and server-rendered pages build it from
 * the session's user, scripts from a user row.
 */
export interface Actor {
  id: string;
  name: string;
  role: Role;
}

export function actorOf(user: Pick<User, "id" | "firstName" | "lastName" | "role">): Actor {
  return { id: user.id, name: fullName(user), role: user.role as Role };
}
