"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "@heroicons/react/20/solid";

/** 'Items per page:' and 'x – y of z' (PRODUCT.md#limits), with previous/next. */
export function rangeLabel(skip: number, pageSize: number, total: number): string {
  if (total === 0) return `0 of 0`;
  const first = Math.min(skip + 1, total);
  const last = Math.min(skip + pageSize, total);
  return `${first} – ${last} of ${total}`;
}

export function Paginator({
  skip,
  pageSize,
  total,
  pageSizes = [50, 100, 200],
  onChange,
}: {
  skip: number;
  pageSize: number;
  total: number;
  pageSizes?: readonly number[];
  onChange: (next: { skip: number; pageSize: number }) => void;
}) {
  const hasPrevious = skip > 0;
  const hasNext = skip + pageSize < total;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2 text-sm text-slate-600">
      <label className="flex items-center gap-2">
        <span>Items per page:</span>
        <select
          value={pageSize}
          onChange={(event) => onChange({ skip: 0, pageSize: Number(event.target.value) })}
          className="h-8 rounded-md border border-slate-300 bg-white pl-2 pr-7 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <span aria-live="polite" className="tabular-nums">
        {rangeLabel(skip, pageSize, total)}
      </span>
      <div className="flex gap-1">
        <button
          type="button"
          disabled={!hasPrevious}
          onClick={() => onChange({ skip: Math.max(0, skip - pageSize), pageSize })}
          className="rounded-md p-1.5 hover:bg-slate-100 disabled:opacity-40 disabled:hover:bg-transparent"
          aria-label="Previous page"
        >
          <ChevronLeftIcon className="size-5" />
        </button>
        <button
          type="button"
          disabled={!hasNext}
          onClick={() => onChange({ skip: skip + pageSize, pageSize })}
          className="rounded-md p-1.5 hover:bg-slate-100 disabled:opacity-40 disabled:hover:bg-transparent"
          aria-label="Next page"
        >
          <ChevronRightIcon className="size-5" />
        </button>
      </div>
    </nav>
  );
}
