import { cookies } from "next/headers";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { ConsoleShell } from "@/components/shell/console-shell";
import { renderMenuIcons } from "@/components/shell/nav-icons";
import { IconSprite } from "@/components/ui/icon-sprite";
import { ListViewProvider } from "@/components/ui/list-view-preference";
import { listViewCookieName, parseListViews } from "@/lib/list-view";
import { menuFor, NAV_COLLAPSED_COOKIE } from "@/lib/navigation";
import { requirePageSession } from "@/server/auth/page-session";
import { env, offlineWorkerEnabled } from "@/server/env";
import { toUserInfo } from "@/server/users/user-info";

export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  const session = await requirePageSession();
  const cookieStore = await cookies();
  const collapsed = cookieStore.get(NAV_COLLAPSED_COOKIE)?.value === "1";
  const user = toUserInfo(session.user);
  const listViews = parseListViews(cookieStore.get(listViewCookieName(user._id))?.value);
  return (
    <ScreenMessages namespaces={["shell", "palette", "offline", "notFound"]}>
      <ConsoleShell
        user={user}
        initiallyCollapsed={collapsed}
        idleTimeoutMs={env().SESSION_IDLE_TIMEOUT_MS}
        timeZone={env().APP_TIME_ZONE}
        offlineWorker={offlineWorkerEnabled()}
        menuIcons={renderMenuIcons(menuFor(user.roleCode))}
      >
        <IconSprite />
        <ListViewProvider userId={user._id} initial={listViews}>
          {children}
        </ListViewProvider>
      </ConsoleShell>
    </ScreenMessages>
  );
}
