import { cookies } from "next/headers";
import { ConsoleShell } from "@/components/shell/console-shell";
import { NAV_COLLAPSED_COOKIE } from "@/lib/navigation";
import { requirePageSession } from "@/server/auth/page-session";
import { env, offlineWorkerEnabled } from "@/server/env";
import { toUserInfo } from "@/server/users/user-info";

export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  const session = await requirePageSession();
  const collapsed = (await cookies()).get(NAV_COLLAPSED_COOKIE)?.value === "1";
  return (
    <ConsoleShell
      user={toUserInfo(session.user)}
      initiallyCollapsed={collapsed}
      idleTimeoutMs={env().SESSION_IDLE_TIMEOUT_MS}
      timeZone={env().APP_TIME_ZONE}
      offlineWorker={offlineWorkerEnabled()}
    >
      {children}
    </ConsoleShell>
  );
}
