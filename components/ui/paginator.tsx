"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";

/** The numbers of 'x – y of z' (PRODUCT.md#limits): "0 – 0 of 0" reads "0 of 0". Written as digits, never grouped. */
export function pageRange(skip: number, pageSize: number, total: number): { first: string; last: string; total: string } | null {
  if (total === 0) return null;
  return { first: String(Math.min(skip + 1, total)), last: String(Math.min(skip + pageSize, total)), total: String(total) };
}

/** 'Items per page:' and 'x – y of z' (PRODUCT.md#limits), with previous/next. */

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
  const t = useTranslations("common.pager");
  const range = pageRange(skip, pageSize, total);
  return (
    <nav aria-label={t("label")} className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2 text-sm text-slate-600">
      <label className="flex items-center gap-2">
        <span>{t("perPage")}</span>
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
        {range ? t("range", range) : t("rangeEmpty")}
      </span>
      <div className="flex gap-1">
        <button
          type="button"
          disabled={!hasPrevious}
          onClick={() => onChange({ skip: Math.max(0, skip - pageSize), pageSize })}
          className="rounded-md p-1.5 hover:bg-slate-100 disabled:opacity-40 disabled:hover:bg-transparent"
          aria-label={t("previous")}
        >
          <ChevronLeftIcon className="size-5" />
        </button>
        <button
          type="button"
          disabled={!hasNext}
          onClick={() => onChange({ skip: skip + pageSize, pageSize })}
          className="rounded-md p-1.5 hover:bg-slate-100 disabled:opacity-40 disabled:hover:bg-transparent"
          aria-label={t("next")}
        >
          <ChevronRightIcon className="size-5" />
        </button>
      </div>
    </nav>
  );
}
