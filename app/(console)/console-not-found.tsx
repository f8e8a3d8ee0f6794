import { getTranslations } from "next-intl/server";
import type { Role } from "@/lib/domain/enums";
import { moduleOf } from "@/lib/navigation";
import { NotFoundNotice } from "@/components/ui/not-found-notice";
import { getPageSession } from "@/server/auth/page-session";
import { requestedPagePath } from "@/server/http/page-path";

/** Not found inside the shell: the way back leads to the list of the module the address points into. */
export async function ConsoleNotFound({ missing }: { missing: "record" | "page" }) {
  const role = (await getPageSession())?.user.role as Role | undefined;
  const way = role ? moduleOf(await requestedPagePath(), role) : null;
  const t = await getTranslations("shell");
  return <NotFoundNotice missing={missing} back={way && { label: t(`menu.${way.icon}`), href: way.href }} />;
}
