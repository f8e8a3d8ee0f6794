"use client";

import { BellAlertIcon, CalendarDaysIcon } from "@heroicons/react/24/outline";
import { useMemo, type ReactNode } from "react";
import { ListControls } from "@/components/lists/list-controls";
import { ListEmpty, ListPaginator } from "@/components/lists/list-paging";
import { ListTable } from "@/components/lists/list-table";
import { useListAddress } from "@/components/lists/use-list-address";
import { EmptyState } from "@/components/ui/empty-state";
import { TileGrid, TileSkeletons } from "@/components/ui/letter-groups";
import { sortNamesOf } from "@/components/ui/table-view";
import { MONTH_NAMES } from "@/lib/domain/calendar";
import { isCalendarDate } from "@/lib/domain/recurrence";
import type { Reminder } from "@/lib/schemas/reminder";
import { useReminderGroups, useReminders } from "@/lib/swr/use-reminders";
import { reminderColumns } from "./reminder-columns";
import { isFilterDate } from "./reminder-date-filter";
import { ReminderDateSelect, useDateFilter } from "./reminder-date-select";
import { ReminderTile } from "./reminder-tile";
import { EVERYONE_PARAM, WhoseToggle } from "./whose-toggle";

const PAGE_SIZES = [50, 100, 200] as const;
/** `whose=all` in the address: every specialist's reminders (without it, the signed-in user's). */
const EVERYONE = EVERYONE_PARAM;
const isEveryone = (value: string) => value === EVERYONE;

/**
 * The reminders list (PRODUCT.md#reminders): without a search, the TODAY and Upcoming groups; searching by listing or
 * choosing a date gives a flat list. Shows the signed-in user's reminders (as specialist), or everyone's on
 * request. The search, the date, whose, the criteria, the sort, the view and the page are in the address.
 */
export function ReminderDirectory({ userId, timeZone }: { userId: string; timeZone: string }) {
  const columns = useMemo(() => reminderColumns(timeZone), [timeZone]);
  const address = useMemo(
    () =>
      ({
        name: "reminders",
        pageSize: 100,
        pageSizes: PAGE_SIZES,
        sorts: sortNamesOf(columns),
        filters: { date: isFilterDate, whose: isEveryone },
      }) as const,
    [columns],
  );
  const list = useListAddress(address);
  const { date, whose } = list.filters;
  const dateFilter = useDateFilter(date, (next) => list.setFilters({ date: next }));
  const listingName = list.search;
  const dateExists = !date || isCalendarDate(date);
  const flat = Boolean(listingName || date);
  const table = list.view === "table";
  const mine = !isEveryone(whose);

  const selection = { specialist: mine ? userId : undefined, ...list.query };
  // The table is one flat list (what is still to come unless a date is chosen); the tiles are flat only while searching.
  const request = table
    ? { ...selection, listingName, date: date || undefined, upcoming: date ? undefined : true }
    : flat
      ? { ...selection, listingName, date: date || undefined }
      : null;
  const groups = useReminderGroups(request ? null : { ...selection, ...list.paging });
  const page = useReminders(request && dateExists ? { ...request, ...list.paging } : null);
  const total = request ? page.total : groups.total;
  // The other choice's count (Mine (0) · Everyone (40)): the same request for the other person, one row long.
  const other = { specialist: mine ? undefined : userId, skip: 0, limit: 1 };
  const otherGroups = useReminderGroups(request ? null : { ...selection, ...other });
  const otherPage = useReminders(request && dateExists ? { ...request, ...other } : null);
  const shown = request ? (page.isLoading || page.error ? undefined : page.total) : groups.isLoading || groups.error ? undefined : total;
  const otherTotal = request
    ? otherPage.isLoading || otherPage.error
      ? undefined
      : otherPage.total
    : otherGroups.isLoading || otherGroups.error
      ? undefined
      : otherGroups.total;
  const empty = date
    ? { title: "No reminders on this date.", hint: "Recurring reminders show on every day they happen." }
    : listingName
      ? { title: `No reminders for listings matching “${listingName}”.`, hint: "Try another listing name." }
      : { title: "No reminders today or coming up." };

  return (
    <div className="space-y-6">
      <ListControls
        list={list}
        entity="reminders"
        noun="reminders"
        searchPlaceholder="Search reminders by listing"
        exportQuery={request ?? { ...selection, sortItems: true }}
        resultCount={(request ? page.isLoading || page.error : groups.isLoading || groups.error) ? undefined : total}
      >
        <div className="flex flex-wrap items-end gap-2">
          <div role="group" aria-label="Reminders on a date" className="flex flex-wrap items-end gap-2">
            <ReminderDateSelect filter={dateFilter} />
          </div>
          <WhoseToggle
            selected={mine ? "mine" : "everyone"}
            counts={mine ? { mine: shown, everyone: otherTotal } : { mine: otherTotal, everyone: shown }}
            onChange={(next) => list.setFilters({ whose: next === "everyone" ? EVERYONE : "" })}
          />
        </div>
      </ListControls>

      {dateFilter.partial && !listingName ? (
        <p className="text-sm text-slate-500">Choose a year, a month and a day together to see the reminders on that date.</p>
      ) : null}

      {!dateExists ? (
        <EmptyState icon={CalendarDaysIcon} title="That date does not exist.">
          {MONTH_NAMES[(dateFilter.parts.month ?? 1) - 1]} {dateFilter.parts.day}, {dateFilter.parts.year} is not in the calendar.
        </EmptyState>
      ) : table ? (
        <ListTable
          list={list}
          page={page}
          label="Reminders"
          columns={columns}
          hrefOf={(reminder) => `/reminders/view/${reminder._id}`}
          empty={empty}
          failedTitle="The reminders could not be loaded."
        />
      ) : (request ? page.isLoading && page.items.length === 0 : groups.isLoading && !groups.groups) ? (
        <TileSkeletons tileSize="wide" />
      ) : (request ? page.error : groups.error) && total === 0 ? (
        <EmptyState icon={BellAlertIcon} title="The reminders could not be loaded.">
          Check your connection and reload the page.
        </EmptyState>
      ) : request ? (
        page.items.length === 0 ? (
          <ListEmpty list={list} total={total} icon={BellAlertIcon} title={empty.title}>
            {empty.hint}
          </ListEmpty>
        ) : (
          <ReminderGrid reminders={page.items} timeZone={timeZone} />
        )
      ) : groups.groups && groups.groups.today.length + groups.groups.upcoming.length === 0 ? (
        <ListEmpty
          list={list}
          total={total}
          icon={BellAlertIcon}
          title={list.criteria.length ? "No reminders match these conditions." : "No reminders today or coming up."}
        >
          {list.criteria.length
            ? "Remove a condition or change it in the Finder."
            : mine
              ? "Reminders for the listings you manage show here; choose “Everyone” to see everyone's."
              : "Add one with the New reminder button."}
        </ListEmpty>
      ) : groups.groups ? (
        <div className="space-y-8">
          {groups.groups.today.length > 0 && (
            <ReminderSection title="TODAY" count={groups.groups.totals.today}>
              <ReminderGrid reminders={groups.groups.today} timeZone={timeZone} />
            </ReminderSection>
          )}
          {groups.groups.upcoming.length > 0 && (
            <ReminderSection title="Upcoming" count={groups.groups.totals.upcoming}>
              <ReminderGrid reminders={groups.groups.upcoming} timeZone={timeZone} />
            </ReminderSection>
          )}
        </div>
      ) : null}
      {dateExists && !table && <ListPaginator list={list} total={total} />}
    </div>
  );
}

function ReminderSection({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const id = `reminders-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 flex items-baseline gap-2 border-b border-slate-200 pb-1.5 text-sm font-semibold text-brand-700">
        {title}
        <span className="text-xs font-medium text-slate-500 tabular-nums">{count}</span>
      </h2>
      {children}
    </section>
  );
}

function ReminderGrid({ reminders, timeZone }: { reminders: Reminder[]; timeZone: string }) {
  return (
    <TileGrid tileSize="wide">
      {reminders.map((reminder) => (
        <li key={reminder._id}>
          <ReminderTile reminder={reminder} timeZone={timeZone} />
        </li>
      ))}
    </TileGrid>
  );
}
