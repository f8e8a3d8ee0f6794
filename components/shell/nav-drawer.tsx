"use client";

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { XMarkIcon } from "@heroicons/react/24/outline";
import { useTranslations } from "next-intl";
import type { NavEntry } from "@/lib/navigation";
import type { MenuIcons } from "./nav-icons";
import type { UserInfo } from "@/lib/schemas/user";
import { SideNav } from "./side-nav";
import { UserBadge } from "./user-badge";

/** The phone's menu: the side menu in a drawer behind the top bar's menu button (loaded when first opened). */
export function NavDrawer({
  open,
  onClose,
  user,
  entries,
  icons,
}: {
  open: boolean;
  onClose: () => void;
  user: UserInfo;
  entries: NavEntry[];
  icons: MenuIcons;
}) {
  const t = useTranslations("shell");
  return (
    <Dialog open={open} onClose={onClose} className="relative z-40 lg:hidden">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <DialogPanel className="fixed inset-y-0 left-0 flex w-80 max-w-[85vw] flex-col bg-brand-950 py-5">
        <DialogTitle className="sr-only">{t("drawerTitle")}</DialogTitle>
        <div className="mb-6 flex items-center justify-between px-6">
          <UserBadge user={user} collapsed={false} />
          <button type="button" onClick={onClose} className="rounded-md p-1.5 text-white hover:bg-white/10" aria-label={t("closeMenu")}>
            <XMarkIcon className="size-6" />
          </button>
        </div>
        <SideNav entries={entries} icons={icons} collapsed={false} onNavigate={onClose} />
      </DialogPanel>
    </Dialog>
  );
}
