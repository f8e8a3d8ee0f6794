import { BellAlertIcon } from "@heroicons/react/24/outline";
import { ReminderTile } from "@/components/reminders/reminder-tile";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { IntentLink } from "@/components/ui/intent-link";
import { TileGrid } from "@/components/ui/letter-groups";
import type { ReminderGroups } from "@/lib/schemas/reminder";

/**
 * PRODUCT.md#dashboard: today's reminders when there are any; otherwise the
 * upcoming ones. Always the signed-in user's (as specialist).
 */
export function DashboardReminders({ groups, timeZone }: { groups: ReminderGroups; timeZone: string }) {
  const showToday = groups.today.length > 0;
  const items = showToday ? groups.today : groups.upcoming;
  const total = showToday ? groups.totals.today : groups.totals.upcoming;
  const title = showToday ? "Today's reminders" : "Upcoming reminders";
  return (
    <Card
      title={
        <span className="flex items-baseline gap-2">
          {title}
          {items.length > 0 && <span className="text-xs font-medium tabular-nums text-slate-500">{total}</span>}
        </span>
      }
      actions={
        <IntentLink href="/reminders" className="text-sm font-medium text-brand-700 hover:underline">
          All reminders
        </IntentLink>
      }
    >
      <div data-testid={showToday ? "dashboard-today" : "dashboard-upcoming"}>
        {items.length === 0 ? (
          <EmptyState icon={BellAlertIcon} title="No reminders today or coming up.">
            Reminders for the listings you manage show here.
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
