import { ClipboardDocumentListIcon, HomeModernIcon, Squares2X2Icon, UserGroupIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageSession } from "@/server/auth/page-session";
import { getStats } from "@/server/stats/get-stats";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const session = await requirePageSession();
  const stats = await getStats();
  const tiles = [
    { label: "Clients", count: stats.clients, href: "/clients", icon: UserGroupIcon },
    { label: "Listings", count: stats.listings, href: "/listings", icon: HomeModernIcon },
    { label: "Service Orders", count: stats.serviceOrders, href: "/service-orders", icon: ClipboardDocumentListIcon },
  ];

  return (
    <>
      <PageHeader title="Dashboard" icon={Squares2X2Icon} subtitle={`Good to see you, ${session.user.firstName}.`} />
      <section aria-label="Overview" className="grid gap-4 sm:grid-cols-3">
        {tiles.map(({ label, count, href, icon: Icon }) => (
          <Link
            key={href}
            href={href}
            className="group flex items-center gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-300"
          >
            <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-brand-100">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <span>
              <span className="block text-3xl font-semibold tabular-nums text-slate-900" data-testid={`stat-${label.toLowerCase().replace(" ", "-")}`}>
                {count.toLocaleString("en-US")}
              </span>
              <span className="block text-sm font-medium text-slate-500">{label}</span>
            </span>
          </Link>
        ))}
      </section>
    </>
  );
}
