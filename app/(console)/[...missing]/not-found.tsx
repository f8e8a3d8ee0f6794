import type { Role } from "@/lib/domain/enums";
import { NotFoundNotice } from "@/components/ui/not-found-notice";
import { getPageSession } from "@/server/auth/page-session";

/** An address no page has, inside the shell. */
export default async function PageNotFound() {
  const session = await getPageSession();
  return <NotFoundNotice missing="page" role={(session?.user.role as Role | undefined) ?? null} />;
}
