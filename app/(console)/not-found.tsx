import type { Role } from "@/lib/domain/enums";
import { NotFoundNotice } from "@/components/ui/not-found-notice";
import { getPageSession } from "@/server/auth/page-session";

/** A record that does not exist (a layout's or page's notFound()), inside the shell. */
export default async function NotFound() {
  const session = await getPageSession();
  return <NotFoundNotice missing="record" role={(session?.user.role as Role | undefined) ?? null} />;
}
