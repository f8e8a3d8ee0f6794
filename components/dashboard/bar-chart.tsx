import { useFormatter, useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";

/**
 * A small horizontal bar chart in plain HTML/CSS: every bar has its label
 * and its number written next to it, so nothing depends on colour, and
 * screen readers read it as a list of "label: number".
 */
export interface BarDatum {
  key: string;
  label: string;
  value: number;
}

export function BarChart({ title, data, tone = "brand" }: { title: string; data: BarDatum[]; tone?: "brand" | "amber" }) {
  const t = useTranslations("dashboard");
  const format = useFormatter();
  const max = Math.max(0, ...data.map((datum) => datum.value));
  const total = data.reduce((sum, datum) => sum + datum.value, 0);
  const titleId = `chart-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <figure className="min-w-0" aria-labelledby={titleId}>
      <figcaption id={titleId} className="mb-3 flex items-baseline justify-between gap-3">
        <span className="text-sm font-semibold text-slate-900">{title}</span>
        <span className="text-xs tabular-nums text-slate-500">{t("charts.inAll", { total })}</span>
      </figcaption>
      {/* One grid for every row (each a subgrid), so the labels' column is as wide as the longest: no label is cut. */}
      <ul className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 text-sm">
        {data.map((datum) => (
          <li key={datum.key} className="col-span-3 grid grid-cols-subgrid items-center">
            <span className="text-slate-600">
              {datum.label}
              <span className="sr-only">:</span>
            </span>
            <span className="h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
              <span
                className={cx("block h-full rounded-full", tone === "brand" ? "bg-brand-600" : "bg-amber-500")}
                style={{ width: `${max ? Math.max((datum.value / max) * 100, datum.value ? 2 : 0) : 0}%` }}
              />
            </span>
            <span className="text-right font-medium tabular-nums text-slate-900">{format.number(datum.value)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
