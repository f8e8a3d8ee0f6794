import { ClipboardDocumentListIcon, HomeModernIcon, Squares2X2Icon, UserGroupIcon } from "@heroicons/react/24/outline";
import { getTranslations } from "next-intl/server";
import { AccessDeniedNotice } from "@/components/dashboard/access-denied-notice";
import { ActionBlocks } from "@/components/dashboard/action-blocks";
import { BarChart } from "@/components/dashboard/bar-chart";
import { ExpiringDocumentsBlock } from "@/components/documents/expiring-documents-block";
import { DashboardReminders } from "@/components/dashboard/dashboard-reminders";
import { RentLine } from "@/components/dashboard/rent-line";
import { EVERYONE_PARAM } from "@/components/reminders/whose-toggle";
import { Card } from "@/components/ui/card";
import { FirstScreen } from "@/components/ui/first-screen";
import { IntentLink } from "@/components/ui/intent-link";
import { PageHeader } from "@/components/ui/page-header";
import type { ListingStatus, ServiceOrderGroup } from "@/lib/domain/enums";
import { restrictedArea } from "@/lib/navigation";
import { requirePageSession } from "@/server/auth/page-session";
import { actorOf } from "@/server/auth/actor";
import { calendarSpecialist } from "@/server/calendar/calendar-scope";
import { getLeaseAlerts, getNegativeAccounts, getPastDueOrders, getWeekAgenda } from "@/server/dashboard/get-action-blocks";
import { getDashboardCharts } from "@/server/dashboard/get-dashboard-charts";
import { DOCUMENT_EXPIRY_DAYS, findExpiringDocuments } from "@/server/documents/find-expiring-documents";
import { env } from "@/server/env";
import { findReminders } from "@/server/reminders/find-reminders";
import { getRentSummary } from "@/server/rent-roll/rent-summary";
import { getStats } from "@/server/stats/get-stats";

export async function generateMetadata() {
  const t = await getTranslations("dashboard");
  return { title: t("title") };
}

/** PRODUCT.md#limits: the dashboard shows up to 50 reminders. */
const DASHBOARD_REMINDERS = 50;

export default async function DashboardPage({
  searchParams,
}: {
  searchParams: Promise<{ denied?: string | string[]; whose?: string | string[] }>;
}) {
  const session = await requirePageSession();
  const { denied, whose } = await searchParams;
  const [t, enums, shell] = await Promise.all([getTranslations("dashboard"), getTranslations("enums"), getTranslations("shell")]);
  const deniedArea = restrictedArea(denied);
  // The person's own reminders (PRODUCT.md#dashboard) unless they chose everyone's; the other choice is counted only.
  const everyone = whose === EVERYONE_PARAM;
  const reminderQuery = (specialist: string | undefined, limit: number) =>
    findReminders(
      { sortItems: true, specialist, skip: 0, limit, listingName: undefined, date: undefined, upcoming: undefined },
      { timeZone },
    );
  const timeZone = env().APP_TIME_ZONE;
  // Specialists act on the listings they manage; admins (who manage none) on everyone's.
  const scope = calendarSpecialist(actorOf(session.user), undefined);
  const now = new Date();
  const [stats, charts, reminders, otherReminders, pastDue, agenda, accounts, leases, expiringDocuments, rent] = await Promise.all([
    getStats(),
    getDashboardCharts(),
    reminderQuery(everyone ? undefined : session.user.id, DASHBOARD_REMINDERS),
    reminderQuery(everyone ? session.user.id : undefined, 1),
    getPastDueOrders(scope, now),
    getWeekAgenda(scope, { now, timeZone }),
    getNegativeAccounts(),
    getLeaseAlerts(scope, { now, timeZone }),
    findExpiringDocuments(actorOf(session.user), { now, timeZone }),
    getRentSummary(scope, { now, timeZone }),
  ]);
  const tiles = [
    { id: "clients", label: t("tiles.clients"), count: stats.clients, href: "/clients", icon: UserGroupIcon },
    { id: "listings", label: t("tiles.listings"), count: stats.listings, href: "/listings", icon: HomeModernIcon },
    {
      id: "service-orders",
      label: t("tiles.serviceOrders"),
      count: stats.serviceOrders,
      href: "/service-orders",
      icon: ClipboardDocumentListIcon,
    },
  ];
  const groups = reminders.kind === "groups" ? reminders.groups : { today: [], upcoming: [], totals: { today: 0, upcoming: 0 } };

  return (
    <FirstScreen>
      <PageHeader title={t("title")} icon={Squares2X2Icon} subtitle={t("greeting", { name: session.user.firstName })} />
      {denied !== undefined && <AccessDeniedNotice area={deniedArea && shell(`areas.${deniedArea}`)} />}
      <div className="space-y-6">
        <section aria-label={t("overview")} className="grid gap-4 sm:grid-cols-3">
          {tiles.map(({ id, label, count, href, icon: Icon }) => (
            <IntentLink
              key={href}
              href={href}
              className="group flex items-center gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-300"
            >
              <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-brand-100">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span>
                <span className="block text-3xl font-semibold tabular-nums text-slate-900" data-testid={`stat-${id}`}>
                  {t("tiles.count", { count })}
                </span>
                <span className="block text-sm font-medium text-slate-500">{label}</span>
              </span>
            </IntentLink>
          ))}
        </section>

        <RentLine summary={rent} everyone={scope === null} />

        <DashboardReminders
          groups={groups}
          timeZone={timeZone}
          whose={everyone ? "everyone" : "mine"}
          counts={
            everyone ? { mine: otherReminders.total, everyone: reminders.total } : { mine: reminders.total, everyone: otherReminders.total }
          }
        />

        <ActionBlocks data={{ pastDue, agenda, accounts, leases }} timeZone={timeZone} everyone={scope === null} />

        <section aria-label={t("papers")} className="grid gap-6 lg:grid-cols-2">
          <ExpiringDocumentsBlock block={expiringDocuments} days={DOCUMENT_EXPIRY_DAYS} />
        </section>

        <Card title={t("charts.title")}>
          <div className="grid gap-8 md:grid-cols-2">
            <BarChart
              title={t("charts.listingsByStatus")}
              data={charts.listingsByStatus.map((bar) => ({ ...bar, label: enums(`listingStatus.${bar.key as ListingStatus}`) }))}
            />
            <BarChart
              title={t("charts.ordersByGroup")}
              data={charts.ordersByGroup.map((bar) => ({ ...bar, label: enums(`serviceOrderGroup.${bar.key as ServiceOrderGroup}`) }))}
              tone="amber"
            />
          </div>
        </Card>
      </div>
    </FirstScreen>
  );
}
