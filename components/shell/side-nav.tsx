"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";
import { IntentLink } from "@/components/ui/intent-link";
import type { NavEntry } from "@/lib/navigation";
import type { MenuIcons } from "./nav-icons";
import { useLogout } from "./use-logout";

export function SideNav({
  entries,
  icons,
  collapsed,
  onNavigate,
}: {
  entries: NavEntry[];
  icons: MenuIcons;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  const logout = useLogout();
  const t = useTranslations("shell");

  const itemClasses = (active: boolean) =>
    cx(
      "group flex items-center rounded-lg text-sm font-medium transition-colors",
      collapsed ? "h-12 justify-center" : "h-11 gap-3 px-3",
      active ? "bg-white/10 text-white" : "text-brand-100/80 hover:bg-white/5 hover:text-white",
    );

  return (
    <nav aria-label={t("mainMenu")} className="flex flex-1 flex-col gap-1 px-3">
      {entries.map((entry, index) => {
        if (entry.kind === "separator") return <hr key={`separator-${index}`} className="my-1.5 border-white/10" />;
        if (entry.kind === "logout") {
          return (
            <button
              key="logout"
              type="button"
              onClick={() => void logout()}
              className={itemClasses(false)}
              title={collapsed ? t(`menu.${entry.icon}`) : undefined}
            >
              {icons[entry.icon]}
              <span className={collapsed ? "sr-only" : undefined}>{t(`menu.${entry.icon}`)}</span>
            </button>
          );
        }
        const active = pathname === entry.href || pathname.startsWith(`${entry.href}/`);
        return (
          <IntentLink
            key={entry.href}
            href={entry.href}
            onClick={onNavigate}
            aria-current={active ? "page" : undefined}
            className={itemClasses(active)}
            title={collapsed ? t(`menu.${entry.icon}`) : undefined}
          >
            {icons[entry.icon]}
            <span className={collapsed ? "sr-only" : undefined}>{t(`menu.${entry.icon}`)}</span>
          </IntentLink>
        );
      })}
    </nav>
  );
}
