import {
  ArrowRightStartOnRectangleIcon,
  ArrowUpTrayIcon,
  BanknotesIcon,
  BellAlertIcon,
  CalendarDaysIcon,
  DocumentTextIcon,
  ClockIcon,
  Cog6ToothIcon,
  CurrencyDollarIcon,
  ClipboardDocumentListIcon,
  HomeModernIcon,
  IdentificationIcon,
  InboxArrowDownIcon,
  LockClosedIcon,
  ReceiptPercentIcon,
  ShieldCheckIcon,
  Squares2X2Icon,
  UserGroupIcon,
  UsersIcon,
  WrenchScrewdriverIcon,
} from "@heroicons/react/24/outline";
import type { ReactNode } from "react";
import type { NavEntry, NavIcon } from "@/lib/navigation";

export const NAV_ICONS: Record<NavIcon, typeof HomeModernIcon> = {
  dashboard: Squares2X2Icon,
  clients: UserGroupIcon,
  listings: HomeModernIcon,
  providers: WrenchScrewdriverIcon,
  orders: ClipboardDocumentListIcon,
  reminders: BellAlertIcon,
  calendar: CalendarDaysIcon,
  accounts: BanknotesIcon,
  tenants: IdentificationIcon,
  "rent-roll": CurrencyDollarIcon,
  deposits: LockClosedIcon,
  "agency-fees": ReceiptPercentIcon,
  users: UsersIcon,
  documents: DocumentTextIcon,
  activity: ClockIcon,
  outbox: InboxArrowDownIcon,
  import: ArrowUpTrayIcon,
  settings: Cog6ToothIcon,
  security: ShieldCheckIcon,
  logout: ArrowRightStartOnRectangleIcon,
};

export type MenuIcons = Partial<Record<NavIcon, ReactNode>>;

/**
 * The menu's icons as elements, rendered by the server layout and handed to
 * the client shell as markup: the icons' code then ships with no page
 * (docs/PERFORMANCE.md#changes).
 */
export function renderMenuIcons(entries: readonly NavEntry[]): MenuIcons {
  const icons: MenuIcons = {};
  for (const entry of entries) {
    if (entry.kind === "separator") continue;
    const Icon = NAV_ICONS[entry.icon];
    icons[entry.icon] = <Icon className="size-6 shrink-0" aria-hidden="true" />;
  }
  return icons;
}
