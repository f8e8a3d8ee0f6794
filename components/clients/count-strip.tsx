import { cx } from "@/components/ui/cx";

/** A card's counts by state as one row of small figures ("Past due 2 · Approved 3 …"); an alarming count in red. */
export function CountStrip({ label, counts }: { label: string; counts: { label: string; value: number; alarm?: boolean }[] }) {
  return (
    <dl aria-label={label} className={cx("grid gap-2", counts.length > 3 ? "grid-cols-3 sm:grid-cols-5" : "grid-cols-3")}>
      {counts.map((count) => (
        <div key={count.label} className="min-w-0 rounded-lg bg-slate-50 px-3 py-2">
          <dt className="truncate text-xs font-medium text-slate-600">{count.label}</dt>
          <dd
            className={cx(
              "text-lg font-semibold tabular-nums",
              count.alarm && count.value > 0 ? "text-red-700" : count.value === 0 ? "text-slate-500" : "text-slate-900",
            )}
          >
            {count.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
