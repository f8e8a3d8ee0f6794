import { checkCriteria, criteriaParam, MAX_CRITERIA_PARAM, type Criterion } from "@/lib/schemas/criteria-rules";
import type { SortOrder } from "@/lib/schemas/search";
import { LIST_VIEWS, type ListView } from "@/lib/list-view";

/**
 * A list's state in its page's address (docs/DECISIONS.md "Where a list's state lives"): the search text,
 * the Finder's criteria, the table's sort, the view, the page and the list's own filters. The address is the
 * only copy, so a reload, a shared link, Back and Forward all show the same list; the page is never stored
 * elsewhere, and a change to what the list shows drops it in the same write (back to page 1).
 * Pure: components/lists/use-list-address.ts reads and writes the browser's address with it.
 */

/** The parameters every list reads (its own filters add theirs). */
export const LIST_PARAMS = {
  search: "q",
  criteria: "criteria",
  sort: "sort",
  order: "order",
  view: "view",
  page: "page",
  pageSize: "size",
} as const;

export interface TableSort<Sort extends string = string> {
  /** A list's sort name (docs/API.md "Sorting"), e.g. `cost.salePriceInUS`. */
  sort: Sort;
  order: SortOrder;
}

/** Which records a page shows: `skip` records in, `pageSize` of them. */
export interface PageWindow {
  skip: number;
  pageSize: number;
}

/**
 * A filter of the list's own (the order board's status, the reminders' date): `"typed"` for text typed into a
 * search box (any text; typing replaces the history entry), or a check of the values it may take (a choice:
 * each one is a history entry). A value that fails the check counts as none.
 */
export type FilterRule = "typed" | ((value: string) => boolean);

export interface ListAddressRules<Filter extends string = never, Sort extends string = string> {
  /** Records per page when the address names none. */
  pageSize: number;
  /** The sizes the paginator offers; any other `size` counts as none. */
  pageSizes: readonly number[];
  /** The sort names the list's table offers; any other `sort` counts as none (never a 400 from a hand-edited link). */
  sorts?: readonly Sort[];
  filters?: Readonly<Record<Filter, FilterRule>>;
}

export interface ListAddress<Filter extends string = never, Sort extends string = string> {
  search: string;
  criteria: Criterion[];
  sort: TableSort<Sort> | null;
  /** The view the address names; null = the person's remembered one. */
  view: ListView | null;
  page: PageWindow;
  /** Each filter's value, "" when the address has none (or one the rule refuses). */
  filters: Record<Filter, string>;
}

export interface ListChange<Filter extends string = never> {
  search?: string;
  criteria?: readonly Criterion[];
  sort?: TableSort | null;
  view?: ListView;
  page?: PageWindow;
  filters?: Partial<Record<Filter, string>>;
}

/** The API's largest `skip` (lib/schemas/common.ts): a page beyond it counts as the first. */
const MAX_SKIP = 1_000_000;

/** The criteria of a `criteria` parameter; anything unreadable (a hand-edited link) counts as none. */
export function criteriaFromParam(text: string | null | undefined): Criterion[] {
  if (!text || !text.trim() || text.length > MAX_CRITERIA_PARAM) return [];
  try {
    // The API's rules without zod (lib/schemas/criteria-rules.ts): a list page does not ship zod to read its address.
    return checkCriteria(JSON.parse(text)) ?? [];
  } catch {
    return [];
  }
}

/** The `criteria` parameter for a list of criteria; undefined when there are none (the parameter is left out). */
export function paramFromCriteria(criteria: readonly Criterion[]): string | undefined {
  return criteria.length ? criteriaParam(criteria) : undefined;
}

function readPage(params: URLSearchParams, defaultSize: number, sizes: readonly number[]): PageWindow {
  const size = Number(params.get(LIST_PARAMS.pageSize));
  const pageSize = sizes.includes(size) ? size : defaultSize;
  const text = params.get(LIST_PARAMS.page) ?? "";
  const number = /^[1-9]\d{0,6}$/.test(text) ? Number(text) : 1;
  const skip = (number - 1) * pageSize;
  return { skip: skip <= MAX_SKIP ? skip : 0, pageSize };
}

function readSort<Sort extends string>(params: URLSearchParams, sorts: readonly Sort[] = []): TableSort<Sort> | null {
  const sort = params.get(LIST_PARAMS.sort) as Sort | null;
  if (!sort || !sorts.includes(sort)) return null;
  return { sort, order: params.get(LIST_PARAMS.order) === "desc" ? "desc" : "asc" };
}

function readFilter(params: URLSearchParams, name: string, rule: FilterRule): string {
  const value = params.get(name)?.trim() ?? "";
  return value && (rule === "typed" || rule(value)) ? value : "";
}

/** What the address says about a list, each value checked against the list's rules. */
export function readListAddress<Filter extends string = never, Sort extends string = string>(
  params: URLSearchParams,
  rules: ListAddressRules<Filter, Sort>,
): ListAddress<Filter, Sort> {
  const view = params.get(LIST_PARAMS.view);
  const filterRules = (rules.filters ?? {}) as Record<Filter, FilterRule>;
  const filters = Object.fromEntries(
    (Object.keys(filterRules) as Filter[]).map((name) => [name, readFilter(params, name, filterRules[name])]),
  ) as Record<Filter, string>;
  return {
    search: params.get(LIST_PARAMS.search)?.trim() ?? "",
    criteria: criteriaFromParam(params.get(LIST_PARAMS.criteria)),
    sort: readSort(params, rules.sorts),
    view: (LIST_VIEWS as readonly (string | null)[]).includes(view) ? (view as ListView) : null,
    page: readPage(params, rules.pageSize, rules.pageSizes),
    filters,
  };
}

/** The parameters a change writes (undefined: the parameter goes). */
function paramsOf<Filter extends string>(change: ListChange<Filter>, defaultSize: number): Record<string, string | undefined> {
  const params: Record<string, string | undefined> = {};
  if (change.search !== undefined) params[LIST_PARAMS.search] = change.search.trim() || undefined;
  if (change.criteria !== undefined) params[LIST_PARAMS.criteria] = paramFromCriteria(change.criteria);
  if (change.sort !== undefined) {
    params[LIST_PARAMS.sort] = change.sort?.sort;
    params[LIST_PARAMS.order] = change.sort?.order;
  }
  if (change.view !== undefined) params[LIST_PARAMS.view] = change.view;
  if (change.page !== undefined) {
    const { skip, pageSize } = change.page;
    const number = Math.floor(skip / pageSize) + 1;
    params[LIST_PARAMS.page] = number > 1 ? String(number) : undefined;
    params[LIST_PARAMS.pageSize] = pageSize !== defaultSize ? String(pageSize) : undefined;
  }
  for (const [name, value] of Object.entries(change.filters ?? {}) as [string, string | undefined][]) {
    params[name] = value?.trim() || undefined;
  }
  return params;
}

/** The parameters that do not change which records the list holds: the page itself and the view. */
const KEEPS_PAGE: readonly string[] = [LIST_PARAMS.page, LIST_PARAMS.view];

/**
 * The address's query after a change, or null when the change changes nothing. Any change to which records the
 * list holds (search, criteria, sort, a filter, the page size) goes back to the first page in the same write;
 * a change of view keeps the page (the same records as tiles or as a table).
 */
export function changeListAddress<Filter extends string = never>(
  query: string,
  change: ListChange<Filter>,
  rules: Pick<ListAddressRules<Filter>, "pageSize">,
): string | null {
  const current = new URLSearchParams(query);
  const next = new URLSearchParams(query);
  let changesRecords = false;
  for (const [name, value] of Object.entries(paramsOf(change, rules.pageSize))) {
    if ((current.get(name) ?? undefined) === value) continue;
    if (value === undefined) next.delete(name);
    else next.set(name, value);
    if (!KEEPS_PAGE.includes(name)) changesRecords = true;
  }
  if (changesRecords && change.page === undefined) next.delete(LIST_PARAMS.page);
  const text = next.toString();
  return text === current.toString() ? null : text;
}

/**
 * How a change enters the browser's history: typing (the search boxes) and the view replace the current entry,
 * so Back does not step through keystrokes or toggles; criteria, a sort, a page or a choice are a new entry,
 * which Back undoes.
 */
export function historyModeOf<Filter extends string = never>(
  change: ListChange<Filter>,
  rules: Pick<ListAddressRules<Filter>, "filters">,
): "push" | "replace" {
  if (change.criteria !== undefined || change.sort !== undefined || change.page !== undefined) return "push";
  const filterRules = (rules.filters ?? {}) as Record<Filter, FilterRule>;
  const choices = Object.keys(change.filters ?? {}).filter((name) => filterRules[name as Filter] !== "typed");
  return choices.length > 0 ? "push" : "replace";
}
