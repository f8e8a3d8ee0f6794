import type { Actor } from "@/server/api/handler";
import type { Role } from "@/lib/domain/enums";
import type { ActiveSession } from "@/server/auth/sessions";
import { fullName } from "./user-info";

/** The acting user of a server-rendered page, for the same server functions the API calls. */
export function actorOf(session: Pick<ActiveSession, "user">): Actor {
  return { id: session.user.id, name: fullName(session.user), role: session.user.role as Role };
}
