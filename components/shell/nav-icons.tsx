import {
  ArrowRightStartOnRectangleIcon,
  BanknotesIcon,
  BellAlertIcon,
  BuildingOffice2Icon,
  CalendarDaysIcon,
  ClockIcon,
  ClipboardDocumentListIcon,
  HomeModernIcon,
  Squares2X2Icon,
  UserGroupIcon,
  UsersIcon,
  WrenchScrewdriverIcon,
} from "@heroicons/react/24/outline";
import type { NavIcon } from "@/lib/navigation";

export const NAV_ICONS: Record<NavIcon, typeof HomeModernIcon> = {
  dashboard: Squares2X2Icon,
  clients: UserGroupIcon,
  listings: HomeModernIcon,
  providers: WrenchScrewdriverIcon,
  orders: ClipboardDocumentListIcon,
  reminders: BellAlertIcon,
  calendar: CalendarDaysIcon,
  accounts: BanknotesIcon,
  users: UsersIcon,
  activity: ClockIcon,
  logout: ArrowRightStartOnRectangleIcon,
};

export { BuildingOffice2Icon as BrandIcon };
