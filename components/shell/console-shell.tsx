"use client";

import { Bars3Icon, ChevronDoubleLeftIcon, ChevronDoubleRightIcon } from "@heroicons/react/24/outline";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { OfflineBanner } from "@/components/offline/offline-banner";
import { OfflineSupport } from "@/components/offline/offline-support";
import { CommandPaletteHost, QuickFindIconButton, QuickFindMenuButton, useCommandPalette } from "@/components/palette/quick-find-launcher";
import { cx } from "@/components/ui/cx";
import { restoreFocusIfLost } from "@/components/ui/restore-focus";
import { menuFor, NAV_COLLAPSED_COOKIE } from "@/lib/navigation";
import type { UserInfo } from "@/lib/schemas/user";
import { BrandIcon } from "./brand-icon";
import type { MenuIcons } from "./nav-icons";
import { Providers } from "./providers";
import { SessionKeeper } from "./session-keeper";
import { SideNav } from "./side-nav";
import { UserBadge } from "./user-badge";
import { preloadOnIntent } from "@/components/ui/preload-on-intent";

// The phone's drawer (and Headless UI's dialog with it; desktops never open it) is fetched when its button is reached
// (pointer or focus) or pressed, not with the page. Offline, the worker serves it from its precache (docs/OFFLINE.md).
const loadDrawer = () => import("./nav-drawer");
const NavDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.NavDrawer })));

/**
 * The frame around every signed-in page: the role's side menu (355 px, or
 * 124 px collapsed — remembered in a cookie so the server renders the same
 * width and nothing jumps), the avatar and greeting, and the page.
 * Below the lg breakpoint the menu becomes a drawer behind a top bar.
 * Quick-find (the command palette) opens from the menu, the top bar or Ctrl+K / ⌘K.
 */
export function ConsoleShell({
  user,
  initiallyCollapsed,
  idleTimeoutMs,
  timeZone,
  offlineWorker,
  menuIcons,
  children,
}: {
  user: UserInfo;
  initiallyCollapsed: boolean;
  idleTimeoutMs: number;
  /** APP_TIME_ZONE: the clock every date-time is entered and shown on. */
  timeZone: string;
  /** Whether pages register the offline worker (OFFLINE_WORKER). */
  offlineWorker: boolean;
  /** The menu's icons, rendered by the server (renderMenuIcons). */
  menuIcons: MenuIcons;
  children: ReactNode;
}) {
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeDrawer = () => {
    setDrawerOpen(false);
    restoreFocusIfLost(menuButtonRef.current);
  };
  const entries = menuFor(user.roleCode);
  const palette = useCommandPalette();
  const t = useTranslations("shell");

  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    document.cookie = `${NAV_COLLAPSED_COOKIE}=${next ? "1" : "0"}; path=/; max-age=31536000; samesite=lax`;
  };

  return (
    <Providers timeZone={timeZone} userId={user._id}>
      <SessionKeeper idleTimeoutMs={idleTimeoutMs} />
      <OfflineSupport workerEnabled={offlineWorker} />
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-lg ring-1 ring-slate-900/10 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-toast"
      >
        {t("skipToContent")}
      </a>
      <div className="min-h-screen lg:flex">
        {/* Desktop side menu; it and the phone's top bar are the page's banner landmark (one shows at a time). */}
        <header
          className={cx(
            "sticky top-0 hidden h-screen shrink-0 flex-col bg-brand-950 py-5 transition-[width] duration-200 lg:flex print:hidden",
            collapsed ? "w-nav-collapsed" : "w-nav-full",
          )}
        >
          <div className={cx("mb-6 flex items-center px-6", collapsed ? "justify-center px-0" : "justify-between")}>
            <span className={cx("flex items-center gap-2 text-white", collapsed && "sr-only")}>
              <BrandIcon className="size-6 text-brand-300" aria-hidden="true" />
              <span className="text-sm font-semibold tracking-wide">{t("appName")}</span>
            </span>
            <button
              type="button"
              onClick={toggle}
              aria-expanded={!collapsed}
              aria-label={collapsed ? t("expandMenu") : t("collapseMenu")}
              className="rounded-md p-2 text-brand-100/70 hover:bg-white/5 hover:text-white"
            >
              {collapsed ? <ChevronDoubleRightIcon className="size-5" /> : <ChevronDoubleLeftIcon className="size-5" />}
            </button>
          </div>
          <div className="mb-6 px-6">
            <UserBadge user={user} collapsed={collapsed} />
          </div>
          <div className={cx("mb-4", collapsed ? "px-0" : "px-6")}>
            <QuickFindMenuButton onOpen={palette.show} collapsed={collapsed} />
          </div>
          <div className="flex-1 overflow-y-auto">
            <SideNav entries={entries} icons={menuIcons} collapsed={collapsed} />
          </div>
        </header>

        {/* Narrow screens: top bar and drawer */}
        <header className="sticky top-0 z-bar flex h-14 items-center gap-3 bg-brand-950 px-4 lg:hidden print:hidden">
          <button
            ref={menuButtonRef}
            type="button"
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
            {...preloadOnIntent(loadDrawer)}
            className="rounded-md p-1.5 text-white hover:bg-white/10"
            aria-label={t("openMenu")}
            aria-expanded={drawerOpen}
          >
            <Bars3Icon className="size-6" />
          </button>
          <span className="text-sm font-semibold text-white">{t("appName")}</span>
          <QuickFindIconButton onOpen={palette.show} />
        </header>
        {drawerWanted && (
          <Suspense>
            <NavDrawer open={drawerOpen} onClose={closeDrawer} user={user} entries={entries} icons={menuIcons} />
          </Suspense>
        )}

        <main
          id="main"
          tabIndex={-1}
          className="min-w-0 focus:outline-none flex-1 px-4 py-6 max-sm:has-[[data-sticky-actions]]:pb-24 sm:px-6 lg:px-10 lg:py-8 print:p-0"
        >
          <OfflineBanner />
          <div className="mx-auto max-w-6xl print:max-w-none">{children}</div>
        </main>
      </div>
      <CommandPaletteHost palette={palette} userId={user._id} admin={user.roleCode === "admin"} />
    </Providers>
  );
}
