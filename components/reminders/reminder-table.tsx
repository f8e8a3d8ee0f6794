"use client";

import { useMemo } from "react";
import { DataTable } from "@/components/ui/data-table";
import { Paginator } from "@/components/ui/paginator";
import { sortNamesOf } from "@/components/ui/table-view";
import { useTableSort } from "@/components/ui/use-table-sort";
import { useReminders } from "@/lib/swr/use-reminders";
import { reminderColumns } from "./reminder-columns";

type Page = { skip: number; pageSize: number };

/**
 * The reminders as a table: the same reminders the tiles show (today's and
 * upcoming ones, or those of the chosen date or listing), in one list the
 * server sorts by the clicked column.
 */
export function ReminderTable({
  specialist,
  criteria,
  listingName,
  date,
  timeZone,
  page,
  onPage,
}: {
  specialist: string | undefined;
  /** The Finder's criteria (the `criteria` parameter's JSON). */
  criteria: string | undefined;
  listingName: string;
  date: string | null;
  timeZone: string;
  page: Page;
  onPage: (next: Page) => void;
}) {
  const columns = useMemo(() => reminderColumns(timeZone), [timeZone]);
  const [sort, setSort] = useTableSort(sortNamesOf(columns));
  const { reminders, total, isLoading, error } = useReminders({
    specialist,
    criteria,
    listingName,
    date: date ?? undefined,
    upcoming: date ? undefined : true,
    ...sort,
    skip: page.skip,
    limit: page.pageSize,
  });
  return (
    <DataTable
      label="Reminders"
      columns={columns}
      rows={reminders}
      rowKey={(reminder) => reminder._id}
      hrefOf={(reminder) => `/reminders/view/${reminder._id}`}
      sort={sort}
      onSort={(next) => {
        setSort(next);
        onPage({ ...page, skip: 0 });
      }}
      state={isLoading ? "loading" : error ? "failed" : "ready"}
      emptyTitle={
        date
          ? "No reminders on this date."
          : listingName
            ? `No reminders for listings matching “${listingName}”.`
            : "No reminders today or coming up."
      }
      emptyHint={date ? "Recurring reminders show on every day they happen." : listingName ? "Try another listing name." : undefined}
      failedTitle="The reminders could not be loaded."
      footer={
        total > 0 && <Paginator skip={page.skip} pageSize={page.pageSize} total={total} pageSizes={[50, 100, 200]} onChange={onPage} />
      }
    />
  );
}
