"use client";

import { ArrowDownTrayIcon, PrinterIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { flushSync } from "react-dom";
import useSWR from "swr";
import { clientSource, specialistSource } from "@/components/pickers/record-sources";
import { useRecordOptionById } from "@/components/pickers/use-record-option";
import { EVERYONE_PARAM, WhoseToggle } from "@/components/reminders/whose-toggle";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { MonthPicker } from "@/components/ui/month-picker";
import { Paginator } from "@/components/ui/paginator";
import { LazyRecordCombobox } from "@/components/ui/lazy-record-combobox";
import type { RecordOption, RecordSource } from "@/components/ui/record-option";
import { CheckboxField, Field } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toasts";
import { API_BASE, apiFetch } from "@/lib/client/api";
import { queryString } from "@/lib/query-string";
import type { Agency } from "@/lib/domain/agency";
import { formatMonth } from "@/lib/i18n/day-formats";
import { intlLocale } from "@/lib/i18n/languages";
import { useLanguage } from "@/lib/i18n/use-language";
import { ENDING_DAYS } from "@/lib/domain/rent-roll";
import type { TableSort } from "@/lib/list-address";
import { MAX_PAGE_SIZE } from "@/lib/schemas/paging-rules";
import type { RentRollDto, RentRollRow, RentRollTotals } from "@/lib/schemas/rent-roll";
import { READ_DEFAULTS } from "@/lib/swr/read-defaults";
import { rentRollColumns, totalsCells } from "./rent-roll-columns";
import { useRentRollAddress } from "./rent-roll-address";
import { RENT_ROLL_ADDRESS, rentRollPagePath, rentRollSelection, type RentRollViewer } from "./rent-roll-request";
import { PRINT_MAX_ROWS, RentRollPrint } from "./rent-roll-print";

/** Names a specialist known by an id alone (a reload, a shared link). */
const specialistById: RecordSource<never> = { ...specialistSource, detailsPath: (id: string) => `/users/details/${id}` } as never;

async function fetchRoll(path: string): Promise<RentRollDto> {
  return (await apiFetch<RentRollDto>(path)).data;
}

/**
 * The rent roll (PRODUCT.md#rent-roll): a month's leases in the one table, sorted and paged by the server, with
 * the totals of every matching lease in its footer. A specialist starts on the leases of their own listings
 * ("Everyone" one click away); an admin on everyone's, with a specialist picker. Everything is in the address.
 * `firstRoll` is the page the address asked for when the server rendered it, shown at once and revalidated like any.
 * Print reads the whole roll of the selection first (pages of MAX_PAGE_SIZE, at most PRINT_MAX_ROWS rows) and prints
 * it under the agency's letterhead (RentRollPrint); the screen's table never prints.
 */
export function RentRollView({
  viewer,
  agency,
  firstRoll,
}: {
  viewer: RentRollViewer;
  agency: Agency;
  firstRoll?: { path: string; roll: RentRollDto };
}) {
  const t = useTranslations("rentRoll");
  const language = useLanguage();
  const toast = useToast();
  const address = useRentRollAddress();
  const { filters, change } = address;
  const { currentMonth } = viewer;
  const selection = rentRollSelection(address, viewer);
  const { month } = selection;
  const specialistRole = viewer.role === "property-specialist";
  const everyone = !specialistRole || filters.whose === EVERYONE_PARAM;

  const [pickedOwner, setPickedOwner] = useState<RecordOption | null>(null);
  const [pickedSpecialist, setPickedSpecialist] = useState<RecordOption | null>(null);
  const loadedOwner = useRecordOptionById(clientSource as never, filters.owner && pickedOwner?.id !== filters.owner ? filters.owner : null);
  const loadedSpecialist = useRecordOptionById(
    specialistById,
    filters.specialist && pickedSpecialist?.id !== filters.specialist ? filters.specialist : null,
  );
  const owner = filters.owner
    ? pickedOwner?.id === filters.owner
      ? pickedOwner
      : (loadedOwner ?? { id: filters.owner, label: "…" })
    : null;
  const specialistOption = filters.specialist
    ? pickedSpecialist?.id === filters.specialist
      ? pickedSpecialist
      : (loadedSpecialist ?? { id: filters.specialist, label: "…" })
    : null;

  const { skip, pageSize } = address.page;
  const path = rentRollPagePath(selection, address.page);
  const firstData = firstRoll?.path === path ? firstRoll.roll : undefined;
  const read = useSWR(path, fetchRoll, { ...READ_DEFAULTS, keepPreviousData: true, fallbackData: firstData });
  const { data, error } = read;
  // Not read over the server's page: its flip at the end of the mount's revalidation would draw the table again
  // (useListPage says why).
  const isLoading = firstData !== undefined && data === firstData ? false : read.isLoading;
  const rows = data?.rows ?? [];
  const totals = data?.totals;
  const exportHref = (format: "csv" | "xlsx") => `${API_BASE}/rent-roll${queryString({ ...selection, format })}`;
  const filtered = Boolean(filters.late || filters.owner || filters.ending || (!specialistRole && filters.specialist));

  const setMonth = (next: string) => change({ filters: { month: next === currentMonth ? "" : next } });

  // The whole roll for paper, kept while the selection stays the same.
  const selectionKey = queryString(selection);
  const [printed, setPrinted] = useState<{ key: string; rows: RentRollRow[]; totals: RentRollTotals; at: string } | null>(null);
  const [preparing, setPreparing] = useState(false);
  const printAll = async () => {
    setPreparing(true);
    try {
      const all: RentRollRow[] = [];
      let whole: RentRollTotals | undefined;
      for (let from = 0; from < PRINT_MAX_ROWS; from += MAX_PAGE_SIZE) {
        const limit = Math.min(MAX_PAGE_SIZE, PRINT_MAX_ROWS - from);
        const page = await fetchRoll(`/rent-roll${queryString({ ...selection, skip: from, limit })}`);
        whole = page.totals;
        all.push(...page.rows);
        if (page.rows.length < limit || all.length >= page.totals.count) break;
      }
      const at = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "medium", timeStyle: "short" }).format(new Date());
      // Rendered before the print dialog takes the page.
      flushSync(() => setPrinted({ key: selectionKey, rows: all, totals: whole!, at }));
      window.print();
    } catch {
      toast.error(t("printFailed"));
    } finally {
      setPreparing(false);
    }
  };
  const printable = printed?.key === selectionKey ? printed : null;
  const selectionText = [
    filters.late ? t("lateOnly") : null,
    owner ? t("selection.owner", { name: owner.label }) : null,
    specialistRole && !everyone
      ? t("selection.mine")
      : specialistOption
        ? t("selection.specialist", { name: specialistOption.label })
        : null,
    filters.ending ? t("ending", { days: ENDING_DAYS }) : null,
  ]
    .filter(Boolean)
    .join(" · ");

  return (
    <div className="space-y-4">
      <RentRollPrint
        agency={agency}
        month={month}
        selection={selectionText || t("selection.every")}
        rows={printable?.rows ?? rows}
        totals={printable?.totals ?? totals}
        complete={printable !== null}
        generatedAt={printable?.at ?? null}
      />
      <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
        <div className="flex flex-wrap items-end gap-3">
          <MonthPicker id="rent-roll-month" month={month} onChange={setMonth} />
          {month !== currentMonth && (
            <Button variant="ghost" onClick={() => setMonth(currentMonth)}>
              {t("thisMonth")}
            </Button>
          )}
          {specialistRole && (
            <WhoseToggle
              label={t("whose")}
              className="self-end"
              selected={everyone ? "everyone" : "mine"}
              counts={{ mine: undefined, everyone: undefined }}
              onChange={(whose) => change({ filters: { whose: whose === "everyone" ? EVERYONE_PARAM : "" } })}
            />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <a href={exportHref("csv")} download className={buttonClasses({ variant: "secondary" })}>
            <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
            {t("exportCsv")}
          </a>
          <a href={exportHref("xlsx")} download className={buttonClasses({ variant: "secondary" })}>
            <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
            {t("exportXlsx")}
          </a>
          <Button variant="secondary" onClick={() => void printAll()} disabled={preparing} aria-busy={preparing}>
            <PrinterIcon className="size-4" aria-hidden="true" />
            {preparing ? t("preparing") : t("print")}
          </Button>
        </div>
      </div>

      {/* The filters' row by the card's own width: beside the open menu a 1024 px screen leaves it too little for one row. */}
      <Card className="@container print:hidden">
        <div className="grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto_auto_auto] @4xl:items-end">
          <Field id="rent-roll-owner" label={t("owner")}>
            <LazyRecordCombobox
              id="rent-roll-owner"
              source={clientSource as never}
              value={owner}
              onChange={(next) => {
                setPickedOwner(next);
                change({ filters: { owner: next?.id ?? "" } });
              }}
              clearable
              placeholder={t("everyOwner")}
            />
          </Field>
          {!specialistRole ? (
            <Field id="rent-roll-specialist" label={t("specialist")}>
              <LazyRecordCombobox
                id="rent-roll-specialist"
                source={specialistSource as never}
                value={specialistOption}
                onChange={(next) => {
                  setPickedSpecialist(next);
                  change({ filters: { specialist: next?.id ?? "" } });
                }}
                clearable
                placeholder={t("everyone")}
              />
            </Field>
          ) : (
            <div className="hidden @4xl:block" />
          )}
          <CheckboxField
            label={t("lateOnly")}
            checked={filters.late === "true"}
            onChange={(event) => change({ filters: { late: event.target.checked ? "true" : "" } })}
          />
          <CheckboxField
            label={t("ending", { days: ENDING_DAYS })}
            checked={filters.ending === String(ENDING_DAYS)}
            onChange={(event) => change({ filters: { ending: event.target.checked ? String(ENDING_DAYS) : "" } })}
          />
          {filtered && (
            <Button
              variant="ghost"
              onClick={() => {
                setPickedOwner(null);
                setPickedSpecialist(null);
                change({ filters: { late: "", owner: "", specialist: "", ending: "" } });
              }}
            >
              {t("clear")}
            </Button>
          )}
        </div>
      </Card>

      <div className="print:hidden">
        <DataTable
          label={t("tableLabel", { month: formatMonth(month, language) })}
          columns={rentRollColumns(t, language)}
          rows={rows}
          rowKey={(row) => row.leaseRef._id}
          hrefOf={(row) => `/leases/view/${row.leaseRef._id}`}
          sort={address.sort}
          onSort={(next: TableSort | null) => change({ sort: next })}
          state={error ? "failed" : isLoading && !data ? "loading" : "ready"}
          emptyTitle={
            totals && skip >= totals.count && totals.count > 0
              ? t("pastEnd")
              : filtered || !everyone
                ? t("noMatch", { month: formatMonth(month, language) })
                : t("noLeases", { month: formatMonth(month, language) })
          }
          emptyHint={!everyone ? t("onlyMine") : undefined}
          failedTitle={t("failed")}
          skeletonRows={12}
          totals={
            totals
              ? {
                  label: t("total", { count: totals.count }),
                  cells: totalsCells(totals, t),
                }
              : undefined
          }
          footer={
            totals && totals.count > 0 ? (
              <div className="print:hidden">
                <Paginator
                  skip={skip}
                  pageSize={pageSize}
                  total={totals.count}
                  pageSizes={RENT_ROLL_ADDRESS.pageSizes}
                  onChange={(page) => change({ page })}
                />
              </div>
            ) : undefined
          }
        />
      </div>
    </div>
  );
}
