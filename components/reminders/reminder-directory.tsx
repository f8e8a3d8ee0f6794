"use client";

import { BellAlertIcon, CalendarDaysIcon } from "@heroicons/react/24/outline";
import { XMarkIcon } from "@heroicons/react/20/solid";
import { useCallback, useState } from "react";
import { ListToolbar } from "@/components/finder/list-toolbar";
import { useListQuery } from "@/components/finder/use-list-query";
import { EmptyState } from "@/components/ui/empty-state";
import { TileGrid, TileSkeletons } from "@/components/ui/letter-groups";
import { Paginator } from "@/components/ui/paginator";
import { useListView } from "@/components/ui/list-view-preference";
import { SearchBox } from "@/components/ui/search-box";
import { ViewToggle } from "@/components/ui/view-toggle";
import { isCalendarDate } from "@/lib/domain/recurrence";
import type { Reminder } from "@/lib/schemas/reminder";
import { useReminderGroups, useReminders } from "@/lib/swr/use-reminders";
import { MONTH_NAMES } from "@/lib/domain/calendar";
import { FILTER_YEARS, filterDate, filterDaysOf, type DateFilter } from "./reminder-date-filter";
import { ReminderTable } from "./reminder-table";
import { ReminderTile } from "./reminder-tile";

const PAGE_SIZE = 100;
const selectClasses =
  "h-10 rounded-lg border border-slate-300 bg-white pl-3 pr-8 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100";

/**
 * The reminders list (SPEC §2): without a search, the TODAY and Upcoming
 * groups; searching by listing or choosing a date gives a flat list. Shows
 * the signed-in user's reminders (as specialist), or everyone's on request.
 */
export function ReminderDirectory({ userId, timeZone }: { userId: string; timeZone: string }) {
  const [listingName, setListingName] = useState("");
  const [dateFilter, setDateFilter] = useState<DateFilter>({ year: null, month: null, day: null });
  const [scope, setScope] = useState<"mine" | "all">("mine");
  const [page, setPage] = useState({ skip: 0, pageSize: PAGE_SIZE });
  const [view, setView] = useListView("reminders");
  const table = view === "table";

  const date = filterDate(dateFilter);
  const dateExists = date === null || isCalendarDate(date);
  const flat = Boolean(listingName || date);
  const specialist = scope === "mine" ? userId : undefined;
  const { criteria, criteriaParam, setCriteria } = useListQuery();
  const [pagedFor, setPagedFor] = useState(criteriaParam);
  if (pagedFor !== criteriaParam) {
    // New criteria go back to the first page.
    setPagedFor(criteriaParam);
    setPage((current) => ({ ...current, skip: 0 }));
  }
  const common = { specialist, criteria: criteriaParam, skip: page.skip, limit: page.pageSize };
  const groupsQuery = useReminderGroups(common, !flat && !table);
  const flatQuery = useReminders({ ...common, listingName, date: date ?? undefined }, flat && dateExists && !table);
  const exportParams = flat
    ? { specialist, criteria: criteriaParam, listingName, date: date ?? undefined }
    : { specialist, criteria: criteriaParam, sortItems: true };

  const resetPage = () => setPage((current) => ({ ...current, skip: 0 }));
  const onSearch = useCallback((text: string) => {
    setListingName((previous) => {
      if (previous !== text) setPage((current) => ({ ...current, skip: 0 }));
      return text;
    });
  }, []);
  const choose = (part: keyof DateFilter, value: string) => {
    resetPage();
    setDateFilter((current) => {
      const next = { ...current, [part]: value ? Number(value) : null };
      const days = filterDaysOf(next.month);
      if (next.day && days.length && next.day > days.length) next.day = days.length;
      return next;
    });
  };
  const hasDateParts = dateFilter.year || dateFilter.month || dateFilter.day;

  const isLoading = flat ? flatQuery.isLoading && flatQuery.reminders.length === 0 : groupsQuery.isLoading && !groupsQuery.groups;
  const error = flat ? flatQuery.error : groupsQuery.error;
  const total = flat ? flatQuery.total : groupsQuery.total;

  return (
    <div className="space-y-6">
      <ListToolbar
        entity="reminders"
        noun="reminders"
        criteria={criteria}
        onCriteria={setCriteria}
        exportParams={exportParams}
        resultCount={isLoading || error ? undefined : total}
        viewToggle={<ViewToggle view={view} onChange={setView} />}
      >
        <SearchBox placeholder="Search reminders by listing" onSearch={onSearch} />
        <div className="flex flex-wrap items-end gap-2" role="group" aria-label="Reminders on a date">
          <CalendarDaysIcon className="mb-2.5 hidden size-5 text-slate-400 sm:block" aria-hidden="true" />
          <select
            aria-label="Year"
            className={selectClasses}
            value={dateFilter.year ?? ""}
            onChange={(event) => choose("year", event.target.value)}
          >
            <option value="">Year</option>
            {FILTER_YEARS.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
          <select
            aria-label="Month"
            className={selectClasses}
            value={dateFilter.month ?? ""}
            onChange={(event) => choose("month", event.target.value)}
          >
            <option value="">Month</option>
            {MONTH_NAMES.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
          <select
            aria-label="Day"
            className={selectClasses}
            value={dateFilter.day ?? ""}
            onChange={(event) => choose("day", event.target.value)}
            disabled={!dateFilter.month}
          >
            <option value="">Day</option>
            {filterDaysOf(dateFilter.month).map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
          {hasDateParts && (
            <button
              type="button"
              onClick={() => {
                resetPage();
                setDateFilter({ year: null, month: null, day: null });
              }}
              className="flex h-10 items-center gap-1 rounded-lg px-2 text-sm text-slate-500 hover:bg-slate-100 hover:text-slate-700"
            >
              <XMarkIcon className="size-4" aria-hidden="true" />
              Clear date
            </button>
          )}
          <select
            aria-label="Whose reminders"
            className={selectClasses}
            value={scope}
            onChange={(event) => {
              resetPage();
              setScope(event.target.value as "mine" | "all");
            }}
          >
            <option value="mine">My reminders</option>
            <option value="all">All specialists</option>
          </select>
        </div>
      </ListToolbar>

      {hasDateParts && !date && !listingName ? (
        <p className="text-sm text-slate-500">Choose a year, a month and a day together to see the reminders on that date.</p>
      ) : null}

      {!dateExists ? (
        <EmptyState icon={CalendarDaysIcon} title="That date does not exist.">
          {MONTH_NAMES[(dateFilter.month ?? 1) - 1]} {dateFilter.day}, {dateFilter.year} is not in the calendar.
        </EmptyState>
      ) : table ? (
        <ReminderTable
          specialist={specialist}
          criteria={criteriaParam}
          listingName={listingName}
          date={date}
          timeZone={timeZone}
          page={page}
          onPage={setPage}
        />
      ) : isLoading ? (
        <TileSkeletons tileSize="wide" />
      ) : error && total === 0 ? (
        <EmptyState icon={BellAlertIcon} title="The reminders could not be loaded.">
          Check your connection and reload the page.
        </EmptyState>
      ) : flat ? (
        flatQuery.reminders.length === 0 ? (
          <EmptyState
            icon={BellAlertIcon}
            title={date ? "No reminders on this date." : `No reminders for listings matching “${listingName}”.`}
          >
            {date ? "Recurring reminders show on every day they happen." : "Try another listing name."}
          </EmptyState>
        ) : (
          <ReminderGrid reminders={flatQuery.reminders} timeZone={timeZone} />
        )
      ) : groupsQuery.groups && total === 0 ? (
        <EmptyState
          icon={BellAlertIcon}
          title={criteriaParam ? "No reminders match these conditions." : "No reminders today or coming up."}
        >
          {criteriaParam
            ? "Remove a condition or change it in the Finder."
            : scope === "mine"
              ? "Reminders for the listings you manage show here; choose “All specialists” to see everyone's."
              : "Add one with the New reminder button."}
        </EmptyState>
      ) : groupsQuery.groups ? (
        <div className="space-y-8">
          {groupsQuery.groups.today.length > 0 && (
            <ReminderSection title="TODAY" count={groupsQuery.groups.totals.today}>
              <ReminderGrid reminders={groupsQuery.groups.today} timeZone={timeZone} />
            </ReminderSection>
          )}
          {groupsQuery.groups.upcoming.length > 0 && (
            <ReminderSection title="Upcoming" count={groupsQuery.groups.totals.upcoming}>
              <ReminderGrid reminders={groupsQuery.groups.upcoming} timeZone={timeZone} />
            </ReminderSection>
          )}
        </div>
      ) : null}
      {total > 0 && dateExists && !table && (
        <Paginator skip={page.skip} pageSize={page.pageSize} total={total} pageSizes={[50, 100, 200]} onChange={setPage} />
      )}
    </div>
  );
}

function ReminderSection({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
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
