import { BellAlertIcon } from "@heroicons/react/24/outline";
import { useTranslations } from "next-intl";
import { ReminderTile } from "@/components/reminders/reminder-tile";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { IntentLink } from "@/components/ui/intent-link";
import { TileGrid } from "@/components/ui/letter-groups";
import { EVERYONE_PARAM, WhoseToggle, type Whose } from "@/components/reminders/whose-toggle";
import type { ReminderGroups } from "@/lib/schemas/reminder";

/**
 * PRODUCT.md#dashboard: today's reminders when there are any; otherwise the
 * upcoming ones. The signed-in user's (as specialist) by default; **Mine (0) ·
 * Everyone (40)** switches to everyone's (`?whose=all`), so an admin, who
 * manages no listing, sees at once that reminders exist.
 */
export function DashboardReminders({
  groups,
  timeZone,
  whose,
  counts,
}: {
  groups: ReminderGroups;
  timeZone: string;
  whose: Whose;
  counts: Record<Whose, number>;
}) {
  const t = useTranslations("dashboard");
  const showToday = groups.today.length > 0;
  const items = showToday ? groups.today : groups.upcoming;
  const total = showToday ? groups.totals.today : groups.totals.upcoming;
  const title = showToday ? t("reminders.today") : t("reminders.upcoming");
  return (
    <Card
      title={
        <span className="flex items-baseline gap-2">
          {title}
          {items.length > 0 && <span className="text-xs font-medium tabular-nums text-slate-500">{total}</span>}
        </span>
      }
      actions={
        <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
          <WhoseToggle
            selected={whose}
            counts={counts}
            hrefOf={(choice) => (choice === "everyone" ? `/dashboard?whose=${EVERYONE_PARAM}` : "/dashboard")}
            label={t("reminders.whose")}
            labels={{ mine: t("reminders.mine"), everyone: t("reminders.everyone") }}
          />
          <IntentLink
            href={whose === "everyone" ? `/reminders?whose=${EVERYONE_PARAM}` : "/reminders"}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {t("reminders.all")}
          </IntentLink>
        </div>
      }
    >
      <div data-testid={showToday ? "dashboard-today" : "dashboard-upcoming"}>
        {items.length === 0 ? (
          <EmptyState icon={BellAlertIcon} title={t("reminders.emptyTitle")}>
            {whose === "mine" ? t("reminders.emptyMine") : t("reminders.emptyEveryone")}
          </EmptyState>
        ) : (
          <TileGrid tileSize="wide">
            {items.map((reminder) => (
              <li key={reminder._id}>
                <ReminderTile reminder={reminder} timeZone={timeZone} />
              </li>
            ))}
          </TileGrid>
        )}
      </div>
    </Card>
  );
}
