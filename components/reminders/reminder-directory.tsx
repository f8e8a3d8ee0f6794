"use client";

import { BellAlertIcon, CalendarDaysIcon } from "@heroicons/react/24/outline";
import { useTranslations } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { ListControls } from "@/components/lists/list-controls";
import { ListEmpty, ListPaginator } from "@/components/lists/list-paging";
import { ListTable } from "@/components/lists/list-table";
import { useListAddress } from "@/components/lists/use-list-address";
import { EmptyState } from "@/components/ui/empty-state";
import { TileGrid, TileSkeletons } from "@/components/ui/letter-groups";
import { sortNamesOf } from "@/components/ui/table-view";
import { isCalendarDate } from "@/lib/domain/recurrence";
import { useLanguage } from "@/lib/i18n/use-language";
import type { Reminder } from "@/lib/schemas/reminder";
import { useReminderGroups, useReminders } from "@/lib/swr/use-reminders";
import { reminderColumns } from "./reminder-columns";
import { isFilterDate } from "./reminder-date-filter";
import { monthNames, ReminderDateSelect, useDateFilter } from "./reminder-date-select";
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
  const t = useTranslations("reminders");
  const language = useLanguage();
  const columns = useMemo(() => reminderColumns(timeZone, language, t), [timeZone, language, t]);
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
    ? { title: t("empty.onDate"), hint: t("empty.onDateHint") }
    : listingName
      ? { title: t("empty.search", { search: listingName }), hint: t("empty.searchHint") }
      : { title: t("empty.none") };

  return (
    <div className="space-y-6">
      <ListControls
        list={list}
        entity="reminders"
        noun={t("noun")}
        searchPlaceholder={t("searchPlaceholder")}
        exportQuery={request ?? { ...selection, sortItems: true }}
        resultCount={(request ? page.isLoading || page.error : groups.isLoading || groups.error) ? undefined : total}
      >
        <div className="flex flex-wrap items-end gap-2">
          <div role="group" aria-label={t("dateFilter.group")} className="flex flex-wrap items-end gap-2">
            <ReminderDateSelect filter={dateFilter} />
          </div>
          <WhoseToggle
            selected={mine ? "mine" : "everyone"}
            counts={mine ? { mine: shown, everyone: otherTotal } : { mine: otherTotal, everyone: shown }}
            onChange={(next) => list.setFilters({ whose: next === "everyone" ? EVERYONE : "" })}
            label={t("whose.label")}
            labels={{ mine: t("whose.mine"), everyone: t("whose.everyone") }}
          />
        </div>
      </ListControls>

      {dateFilter.partial && !listingName ? <p className="text-sm text-slate-500">{t("dateFilter.partial")}</p> : null}

      {!dateExists ? (
        <EmptyState icon={CalendarDaysIcon} title={t("dateFilter.noSuchDate")}>
          {t("dateFilter.notInCalendar", {
            month: monthNames(language)[(dateFilter.parts.month ?? 1) - 1]!,
            day: dateFilter.parts.day ?? "",
            year: dateFilter.parts.year ?? "",
          })}
        </EmptyState>
      ) : table ? (
        <ListTable
          list={list}
          page={page}
          label={t("title")}
          columns={columns}
          hrefOf={(reminder) => `/reminders/view/${reminder._id}`}
          empty={empty}
          failedTitle={t("failed")}
        />
      ) : (request ? page.isLoading && page.items.length === 0 : groups.isLoading && !groups.groups) ? (
        <TileSkeletons tileSize="wide" />
      ) : (request ? page.error : groups.error) && total === 0 ? (
        <EmptyState icon={BellAlertIcon} title={t("failed")}>
          {t("failedHint")}
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
        <ListEmpty list={list} total={total} icon={BellAlertIcon} title={list.criteria.length ? t("empty.criteria") : t("empty.none")}>
          {list.criteria.length ? t("empty.criteriaHint") : mine ? t("empty.mineHint") : t("empty.everyoneHint")}
        </ListEmpty>
      ) : groups.groups ? (
        <div className="space-y-8">
          {groups.groups.today.length > 0 && (
            <ReminderSection id="today" title={t("groups.today")} count={groups.groups.totals.today}>
              <ReminderGrid reminders={groups.groups.today} timeZone={timeZone} />
            </ReminderSection>
          )}
          {groups.groups.upcoming.length > 0 && (
            <ReminderSection id="upcoming" title={t("groups.upcoming")} count={groups.groups.totals.upcoming}>
              <ReminderGrid reminders={groups.groups.upcoming} timeZone={timeZone} />
            </ReminderSection>
          )}
        </div>
      ) : null}
      {dateExists && !table && <ListPaginator list={list} total={total} />}
    </div>
  );
}

function ReminderSection({ id: key, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  const id = `reminders-${key}`;
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
